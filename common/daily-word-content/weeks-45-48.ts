import type { DailyWordWeek } from "./types";

/** Weeks 45–48: peacemakers (Remembrance), watching for Christ's return, thanksgiving, the first week of Advent. */
export const WEEKS_45_48: readonly DailyWordWeek[] = [
  {
    theme: "Blessed Are the Peacemakers",
    days: [
      {
        theme: "They Shall Be Called the Children of God",
        reference: "Matthew 5:9",
        reflection:
          "Jesus did not bless the peace-lovers, who simply enjoy a quiet life, but the peacemakers, who work for peace at a cost. Peacemaking means stepping into conflict to bring reconciliation, as God did when He sent His Son. Those who do it shall be called the children of God, because they resemble their Father. In a season when many nations remember the cost of war, pray and work for peace.",
        prayerPoints: [
          "Lord, make me a peacemaker and not only a peace-lover, in my family, my church and my community.",
          "Father, raise up peacemakers in places of war and ethnic conflict, and protect them as Your children.",
          "God of peace, comfort the families who remember loved ones lost in war, and heal the wounds war leaves behind.",
        ],
      },
      {
        theme: "Swords into Plowshares",
        reference: "Isaiah 2:4",
        reflection:
          "Isaiah saw the last days, when the nations would stream to the mountain of the Lord to learn His ways. The Lord would judge among the nations, and they would beat their swords into plowshares and their spears into pruninghooks. Nation shall not lift up sword against nation, neither shall they learn war any more. This is where history is heading under the reign of Christ, and we pray toward it now.",
        prayerPoints: [
          "Lord, hasten the day when nations beat their swords into plowshares and learn war no more.",
          "Father, judge among the nations today, and rebuke those who plan violence and war.",
          "God, turn the resources spent on weapons toward feeding, healing and teaching the world's poor.",
        ],
      },
      {
        theme: "He Is Our Peace",
        reference: "Ephesians 2:14",
        reflection:
          "The deepest hostility in Paul's world was between Jew and Gentile, divided by a wall in the temple court. Paul says that Christ is our peace, who hath made both one and broken down the middle wall of partition. Peace is not merely an agreement but a Person who reconciles enemies in His own body on the cross. Every wall between peoples can come down in Him.",
        prayerPoints: [
          "Lord Jesus, You are our peace; break down the middle walls of partition in my church and community.",
          "Father, reconcile ethnic, tribal and national enemies through the cross of Christ.",
          "Jesus, show me any wall I have built against another person, and help me take it down.",
        ],
      },
      {
        theme: "As Much as Lieth in You",
        reference: "Romans 12:18",
        reflection:
          "Paul is realistic about peace: if it be possible, as much as lieth in you, live peaceably with all men. Some conflicts cannot be resolved from one side alone, and Paul knows it. But he asks us to do everything that depends on us. A phone call, an apology or a refusal to repeat gossip may be the step that lies in your hands. Ask God today what that step is.",
        prayerPoints: [
          "Lord, as much as lies in me, help me to live peaceably with all people, including the difficult ones.",
          "Father, show me the step toward peace that depends on me, and give me humility to take it.",
          "God, comfort those who have tried to make peace and been rejected, and keep their hearts free of bitterness.",
        ],
      },
      {
        theme: "He Maketh Wars to Cease",
        reference: "Psalm 46:9",
        reflection:
          "The psalmist invites us to come and behold the works of the Lord. He maketh wars to cease unto the end of the earth; He breaketh the bow and cutteth the spear in sunder. He burneth the chariot in the fire. No war is beyond His power to end, and no weapon beyond His power to break. Intercessors pray for peace not as wishful thinkers but as people who have seen what He can do.",
        prayerPoints: [
          "Lord, make wars to cease unto the end of the earth; break the bow and cut the spear in two.",
          "Father, I name before You the wars and conflicts raging today, and I ask You to bring them to an end.",
          "God, protect civilians, children and refugees caught in conflict, and bring them to safety.",
        ],
      },
      {
        theme: "Greater Love Hath No Man",
        reference: "John 15:13",
        reflection:
          "Jesus told His disciples, “Greater love hath no man than this, that a man lay down his life for his friends.” Many nations remember at this season those who gave their lives in war. Jesus spoke these words hours before He laid down His own life, not only for friends but for enemies. His sacrifice is the measure of all love.",
        prayerPoints: [
          "Lord Jesus, thank You for the greater love You showed in laying down Your life for me.",
          "Father, comfort veterans and the families of those who died in war, and heal their hidden wounds.",
          "God, make me willing to lay down my preferences, comfort and rights for the sake of others.",
        ],
      },
      {
        theme: "Sown in Peace",
        reference: "James 3:18",
        reflection:
          "James describes a harvest that grows from a particular kind of sowing. The fruit of righteousness is sown in peace of them that make peace. Just before this, James warns that envying and strife bring confusion and every evil work. Righteousness cannot be forced by anger, quarrelling or harshness. It grows slowly where peacemakers patiently sow, and the harvest is sure.",
        prayerPoints: [
          "Lord, let me sow in peace today, so that the fruit of righteousness grows around me.",
          "Father, give church leaders grace to make peace patiently and not to force outcomes by anger.",
          "God, let the quiet seeds of peace sown by Your people bear fruit in divided communities.",
        ],
      },
    ],
  },
  {
    theme: "Watching for His Return",
    days: [
      {
        theme: "He Cometh with Clouds",
        reference: "Revelation 1:7",
        reflection:
          "The book of Revelation opens with a shout of certainty: “Behold, he cometh with clouds; and every eye shall see him.” Christ's return will not be secret or local but visible to all, including they also which pierced Him. All kindreds of the earth shall wail because of Him. The church year ends by lifting our eyes to the King who is coming.",
        prayerPoints: [
          "Lord Jesus, I believe that You are coming with clouds and that every eye shall see You.",
          "Father, prepare the nations for the return of Your Son, and let many turn to Him before that day.",
          "Jesus, let the hope of Your appearing keep me faithful and watchful.",
        ],
      },
      {
        theme: "Watch Therefore",
        reference: "Matthew 24:42-44",
        reflection:
          "Jesus warned His disciples that no one knows what hour their Lord doth come. If the goodman of the house had known when the thief would come, he would have watched. Therefore be ye also ready, for in such an hour as ye think not the Son of man cometh. The watchman's call at the start of the year becomes, at its end, the call to be ready for the King.",
        prayerPoints: [
          "Lord Jesus, keep me watching and ready, for I do not know the hour of Your coming.",
          "Father, awaken sleeping believers and sleeping churches to live ready for Christ's return.",
          "God, give urgency to the witness of Your people while there is still time.",
        ],
      },
      {
        theme: "The Door Was Shut",
        reference: "Matthew 25:10-13",
        reflection:
          "While the foolish virgins went to buy oil, the bridegroom came. They that were ready went in with him to the marriage, and the door was shut. When the others returned and cried, “Lord, Lord, open to us,” he answered that he knew them not. Oil cannot be borrowed at the last moment; readiness is built day by day. Jesus concludes, “Watch therefore, for ye know neither the day nor the hour.”",
        prayerPoints: [
          "Lord, keep my lamp full of oil, so that I am ready when the Bridegroom comes.",
          "Father, awaken those who assume there will always be more time, and bring them in before the door is shut.",
          "Jesus, let my life be marked by a daily readiness that comes from knowing You.",
        ],
      },
      {
        theme: "The Lord Himself Shall Descend",
        reference: "1 Thessalonians 4:16-18",
        reflection:
          "The Thessalonians were grieving over believers who had died before Christ returned. Paul assured them that the Lord Himself shall descend from heaven with a shout, and the dead in Christ shall rise first. Then we which are alive shall be caught up together with them, and so shall we ever be with the Lord. He ends with a command: comfort one another with these words.",
        prayerPoints: [
          "Lord, thank You for the hope that the dead in Christ shall rise and that we shall ever be with You.",
          "Father, comfort those who are grieving believing loved ones today with these words.",
          "God, let Your church speak this hope clearly at funerals and gravesides.",
        ],
      },
      {
        theme: "We Shall Be Like Him",
        reference: "1 John 3:2-3",
        reflection:
          "John marvels that we are now the sons of God, even though it doth not yet appear what we shall be. When He shall appear, we shall be like Him, for we shall see Him as He is. That hope is not only comforting but purifying, because what we expect to become shapes how we live now. Every man that hath this hope in Him purifieth himself, even as He is pure.",
        prayerPoints: [
          "Lord, thank You that I am Your child now, and that when You appear I shall be like You.",
          "Father, let the hope of seeing Jesus purify my heart and my habits today.",
          "Jesus, let believers who are discouraged by their own failings look forward to the day they will be made like You.",
        ],
      },
      {
        theme: "All Things New",
        reference: "Revelation 21:3-4",
        reflection:
          "John heard a great voice out of heaven announcing that the tabernacle of God is with men, and He will dwell with them. God shall wipe away all tears from their eyes, and there shall be no more death, neither sorrow, nor crying, nor pain. The former things will pass away. Every prayer for healing and comfort now is a foretaste of that day.",
        prayerPoints: [
          "Lord, I long for the day when You wipe away all tears and there is no more death, sorrow or pain.",
          "Father, comfort those weeping today with the certain hope of Your new creation.",
          "God, let Your church bring foretastes of that day through healing, comfort and justice now.",
        ],
      },
      {
        theme: "Even So, Come, Lord Jesus",
        reference: "Revelation 22:20",
        reflection:
          "The Bible closes with a promise and a prayer. Jesus says, “Surely I come quickly,” and the church answers, “Amen. Even so, come, Lord Jesus.” This is the final prayer of Scripture and the longing of every true intercessor, the prayer of a bride longing for her bridegroom, not of a servant dreading his master. As this season of watching ends and Advent approaches, make it your prayer today.",
        prayerPoints: [
          "Even so, come, Lord Jesus; I long for Your appearing more than for anything this world can offer.",
          "Lord, keep Your bride faithful, pure and ready as she waits for You.",
          "Father, until Jesus comes, keep me praying, working and watching.",
        ],
      },
    ],
  },
  {
    theme: "Give Thanks unto the Lord",
    days: [
      {
        theme: "Enter into His Gates with Thanksgiving",
        reference: "Psalm 100:4-5",
        reflection:
          "Psalm 100 tells us how to approach God: enter into His gates with thanksgiving, and into His courts with praise. Thankfulness is the gateway into His presence. The reason is always the same: the Lord is good, His mercy is everlasting, and His truth endureth to all generations. Begin this week of thanksgiving by walking through that gate.",
        prayerPoints: [
          "Lord, I enter Your gates with thanksgiving and Your courts with praise; I bless Your name.",
          "Father, thank You that You are good, that Your mercy is everlasting and Your truth endures to all generations.",
          "God, fill my home and my church with thankful hearts this week.",
        ],
      },
      {
        theme: "Where Are the Nine?",
        reference: "Luke 17:15-17",
        reflection:
          "Ten lepers were cleansed as they walked toward the priests, but only one turned back, and with a loud voice he glorified God and fell at Jesus' feet giving thanks, and he was a Samaritan. Jesus asked, “Were there not ten cleansed? but where are the nine?” It is easy to receive God's blessings and forget to return thanks. The one who came back received more than healing; he heard Jesus say that his faith had made him whole.",
        prayerPoints: [
          "Lord Jesus, I turn back today to give You thanks for what You have done for me.",
          "Father, forgive me for the blessings I have received and forgotten to thank You for.",
          "God, let the healed, the delivered and the provided-for in my church return to give You glory.",
        ],
      },
      {
        theme: "Let the Redeemed of the Lord Say So",
        reference: "Psalm 107:1-2",
        reflection:
          "O give thanks unto the LORD, for He is good: for His mercy endureth for ever. The psalmist then calls on a particular group to speak up: let the redeemed of the LORD say so. Those whom God has redeemed from the hand of the enemy have a story to tell. Thanksgiving is not only felt; it is spoken aloud, in worship and in testimony. Who needs to hear your story of God's goodness this week?",
        prayerPoints: [
          "Lord, I give thanks to You, for You are good and Your mercy endures for ever.",
          "Father, give me boldness to say so, to tell others how You redeemed me.",
          "God, let the testimonies of Your redeemed people draw many others to You.",
        ],
      },
      {
        theme: "Giving Thanks Always for All Things",
        reference: "Ephesians 5:20",
        reflection:
          "Paul describes the Spirit-filled life as one of giving thanks always for all things unto God and the Father. He does not say that all things are good, but that God is at work in all things. Thanksgiving is offered in the name of our Lord Jesus Christ, through whom every blessing comes. Thankfulness is a sign of being filled with the Spirit.",
        prayerPoints: [
          "Father, I give thanks to You always for all things, in the name of our Lord Jesus Christ.",
          "Lord, help me to give thanks even in the hard things, trusting that You are at work.",
          "Holy Spirit, fill me afresh so that thankfulness overflows from my life today.",
        ],
      },
      {
        theme: "Abounding with Thanksgiving",
        reference: "Colossians 2:6-7",
        reflection:
          "Paul tells the Colossians that as they received Christ Jesus the Lord, so they should walk in Him. He pictures believers rooted like trees and built up like buildings, stablished in the faith. The result is a life abounding therein with thanksgiving. Deep roots in Christ produce overflowing gratitude, while shallow roots produce complaint when the weather changes.",
        prayerPoints: [
          "Lord Jesus, root me and build me up in You, and let my life abound with thanksgiving.",
          "Father, establish new believers in the faith, so that they grow deep roots in Christ.",
          "God, turn my complaints into thanksgiving as I walk with You today.",
        ],
      },
      {
        theme: "Yet I Will Rejoice",
        reference: "Habakkuk 3:17-18",
        reflection:
          "Habakkuk imagined total economic collapse: no fig blossoms, no fruit on the vines, failed olive harvest, empty fields, no flock in the fold and no herd in the stalls. Yet he declared, “I will rejoice in the LORD, I will joy in the God of my salvation.” His thanksgiving did not depend on his circumstances but on his God. This is thanksgiving at its deepest.",
        prayerPoints: [
          "Lord, even if the fig tree does not blossom, I will rejoice in You, the God of my salvation.",
          "Father, sustain farmers, families and businesses facing failed harvests and financial loss.",
          "God, teach me to find my joy in You and not in what I have or what I lose.",
        ],
      },
      {
        theme: "Every Good Gift",
        reference: "James 1:17",
        reflection:
          "James reminds us where every blessing comes from. Every good gift and every perfect gift is from above, and cometh down from the Father of lights. With Him there is no variableness, neither shadow of turning. The sun and moon change and cast shifting shadows, but the Father of lights does not. The God who gave yesterday's gifts does not change, and He will keep giving.",
        prayerPoints: [
          "Father of lights, thank You for every good and perfect gift in my life.",
          "Lord, thank You that You do not change; I trust You for the gifts I still need.",
          "God, open the eyes of ungrateful hearts to see Your gifts all around them.",
        ],
      },
    ],
  },
  {
    theme: "Advent: Prepare the Way",
    days: [
      {
        theme: "Comfort Ye My People",
        reference: "Isaiah 40:1-2",
        reflection:
          "After chapters of judgement, Isaiah's message turns with tender words: “Comfort ye, comfort ye my people, saith your God.” He tells Jerusalem that her warfare is accomplished and her iniquity is pardoned. Advent begins not with demands but with comfort spoken to the heart. God's first word to a weary people is that He has not forgotten them.",
        prayerPoints: [
          "Lord, speak comfort to my heart this Advent, and to the hearts of Your weary people.",
          "Father, let those who feel punished and forgotten hear that their iniquity is pardoned in Christ.",
          "God, make me a voice of comfort to someone who needs to hear Your tender word today.",
        ],
      },
      {
        theme: "Prepare Ye the Way of the Lord",
        reference: "Isaiah 40:3-5",
        reflection:
          "A voice cries in the wilderness: prepare ye the way of the Lord, make straight in the desert a highway for our God. Every valley shall be exalted, every mountain made low, the crooked made straight and the rough places plain. Then the glory of the Lord shall be revealed, and all flesh shall see it together. Advent invites us to let God level the valleys and mountains of our hearts.",
        prayerPoints: [
          "Lord, prepare the way in my heart: lift up the valleys of discouragement and bring low the mountains of pride.",
          "Father, make straight the crooked places in my life, and let Your glory be revealed.",
          "God, let all flesh see Your glory together this Christmas, in my city and among the nations.",
        ],
      },
      {
        theme: "A People Prepared for the Lord",
        reference: "Luke 1:16-17",
        reflection:
          "The angel told Zacharias that his son John would turn many of the children of Israel to the Lord. He would go before Him in the spirit and power of Elias, turning the hearts of the fathers to the children and the disobedient to the wisdom of the just. His whole purpose was to make ready a people prepared for the Lord. Advent asks us to be such a people, and to pray for others to be ready too.",
        prayerPoints: [
          "Lord, make me ready this Advent, part of a people prepared for You.",
          "Father, turn many in my city to the Lord their God this Christmas season.",
          "God, send forerunners in the spirit and power of Elijah to prepare hearts for Jesus.",
        ],
      },
      {
        theme: "The Lord Whom Ye Seek",
        reference: "Malachi 3:1",
        reflection:
          "Through Malachi God promised to send His messenger to prepare the way before Him. Then the Lord, whom ye seek, shall suddenly come to His temple, even the messenger of the covenant, whom ye delight in. Israel waited four hundred years after these words before John appeared. God's promises may seem slow, but His coming is sure, and sometimes sudden.",
        prayerPoints: [
          "Lord, You whom I seek, come suddenly into Your temple, into my heart and my church.",
          "Father, thank You that Your promises are sure, even after long centuries of waiting.",
          "God, prepare messengers to go before You in my generation, and make me one of them.",
        ],
      },
      {
        theme: "Lift Up Your Heads, O Ye Gates",
        reference: "Psalm 24:7-8",
        reflection:
          "This psalm was likely sung as the ark of God was carried into Jerusalem, and the gates are commanded to lift up their heads, so that the King of glory may come in. Who is this King of glory? The LORD strong and mighty, the LORD mighty in battle. The King comes as a warrior who has won the battle, and He asks to be welcomed in. Open every gate of your life to Him this Advent.",
        prayerPoints: [
          "King of glory, I lift up the gates of my heart and my home; come in and rule there.",
          "Lord strong and mighty, come into the cities and nations that have closed their gates to You.",
          "Father, let the gates of homes, schools and workplaces open to the King of glory this Christmas.",
        ],
      },
      {
        theme: "The Night Is Far Spent",
        reference: "Romans 13:11-12",
        reflection:
          "Paul tells the Romans that it is high time to awake out of sleep, for now is our salvation nearer than when we believed. The night is far spent, the day is at hand. So let us cast off the works of darkness and put on the armour of light. Advent is a wake-up call for sleepy believers, reminding us that the dawn of Christ's return is nearer every day. Dress yourself today in the armour of light.",
        prayerPoints: [
          "Lord, wake me out of sleep; I cast off the works of darkness and put on the armour of light.",
          "Father, awaken Your church to the nearness of our salvation.",
          "God, let the light of Christ dawn on those who are still in the night.",
        ],
      },
      {
        theme: "What Shall We Do Then?",
        reference: "Luke 3:10-11",
        reflection:
          "When John the Baptist called the crowds to repentance, they asked, “What shall we do then?” His answer was practical: he that hath two coats, let him impart to him that hath none; and he that hath meat, let him do likewise. Preparing the way for the Lord involves our wardrobes and our kitchens. Repentance shows itself in generosity.",
        prayerPoints: [
          "Lord, show me what I should do this Advent to share what I have with those who have none.",
          "Father, provide coats and food for the poor this winter through the generosity of Your people.",
          "God, let our preparation for Christmas be marked by practical love, not only by celebration.",
        ],
      },
    ],
  },
];
