import type { DailyWordWeek } from "./types";

/** Weeks 41–44: worship, God's faithfulness, the peace of the city, justice and mercy. */
export const WEEKS_41_44: readonly DailyWordWeek[] = [
  {
    theme: "Worship in Spirit and Truth",
    days: [
      {
        theme: "The Father Seeketh Such",
        reference: "John 4:23-24",
        reflection:
          "A Samaritan woman wanted to argue about the right mountain for worship, and Jesus lifted the conversation higher. The hour was coming when true worshippers would worship the Father in spirit and in truth, for the Father seeketh such to worship Him. Worship is not tied to a place or a style but to a heart that is real and a mind that is anchored in truth. Astonishingly, God is not only worthy of worship; He is seeking worshippers.",
        prayerPoints: [
          "Father, You are seeking worshippers; I offer You worship in spirit and in truth today.",
          "Lord, free Your church from arguing about places and styles, and make us true worshippers.",
          "God, reveal Yourself to those who, like the woman at the well, are searching for You without knowing it.",
        ],
      },
      {
        theme: "O Come, Let Us Worship",
        reference: "Psalm 95:6-7",
        reflection:
          "The psalmist invites us to come, to worship and bow down, and to kneel before the Lord our Maker. The reason is relationship: for He is our God, and we are the people of His pasture, and the sheep of His hand. Worship involves the body as well as the heart, and kneeling is a way of telling ourselves the truth about who is God. Take a posture of humility before Him today, even for a moment.",
        prayerPoints: [
          "Lord my Maker, I come and worship, I bow down and kneel before You.",
          "Father, thank You that I am one of the people of Your pasture and a sheep of Your hand.",
          "God, let the worship in my church be humble and reverent, full of awe for who You are.",
        ],
      },
      {
        theme: "Holy, Holy, Holy",
        reference: "Isaiah 6:1-3",
        reflection:
          "In the year that King Uzziah died, when the nation's security seemed shaken, Isaiah saw the Lord sitting upon a throne, high and lifted up. Seraphims covered their faces and feet and cried one to another, “Holy, holy, holy, is the LORD of hosts: the whole earth is full of his glory.” Earthly thrones had changed, but heaven's throne was occupied. True worship begins with a fresh sight of the holiness of God.",
        prayerPoints: [
          "Holy, holy, holy is the Lord of hosts; the whole earth is full of Your glory.",
          "Lord, in seasons when earthly leaders fall and nations are shaken, show Your people Your throne.",
          "Father, give me a fresh vision of Your holiness that humbles me and sends me out.",
        ],
      },
      {
        theme: "A Living Sacrifice",
        reference: "Romans 12:1",
        reflection:
          "After eleven chapters of the mercies of God, Paul turns to our response. He beseeches us to present our bodies a living sacrifice, holy and acceptable unto God. This, he says, is our reasonable service, the only sensible answer to such mercy. Worship is not just singing on Sundays but offering our whole lives, day by day, to God.",
        prayerPoints: [
          "Lord, by Your mercies I present my body to You today as a living sacrifice, holy and acceptable.",
          "Father, let my work, my words and my habits today be an act of worship to You.",
          "God, teach Your people that worship is the offering of our whole lives, not only our songs.",
        ],
      },
      {
        theme: "Boldness to Enter into the Holiest",
        reference: "Hebrews 10:19-22",
        reflection:
          "Under the old covenant only the high priest could enter the holiest place, once a year, with blood. Now we have boldness to enter into the holiest by the blood of Jesus, by a new and living way through the veil, that is to say, His flesh. We have an high priest over the house of God. So let us draw near with a true heart in full assurance of faith.",
        prayerPoints: [
          "Lord Jesus, thank You for the new and living way into the holiest, opened by Your blood.",
          "Father, I draw near to You with a true heart in full assurance of faith.",
          "God, give timid and ashamed believers boldness to come near to You through Jesus.",
        ],
      },
      {
        theme: "Worthy Is the Lamb",
        reference: "Revelation 5:11-12",
        reflection:
          "John heard the voice of many angels round about the throne, ten thousand times ten thousand, and thousands of thousands. With a loud voice they declared, “Worthy is the Lamb that was slain.” Heaven's worship centres on the crucified and risen Jesus. Our prayers and songs on earth join a chorus that is already ringing in heaven.",
        prayerPoints: [
          "Lord Jesus, You are the Lamb that was slain, and You are worthy to receive power, riches, wisdom, strength, honour, glory and blessing.",
          "Lord Jesus, let my worship today join the songs of heaven around Your throne.",
          "Father, let the worship of Your church on earth centre on the Lamb who was slain.",
        ],
      },
      {
        theme: "That Good Part",
        reference: "Luke 10:39-42",
        reflection:
          "Martha was cumbered about much serving while her sister Mary sat at Jesus' feet and heard His word. When Martha complained, Jesus answered gently that she was careful and troubled about many things. But one thing is needful, and Mary had chosen that good part, which would not be taken away from her. Service matters, but sitting at His feet comes first.",
        prayerPoints: [
          "Lord Jesus, I choose that good part today: to sit at Your feet and hear Your word.",
          "Father, quiet the many things that make me careful and troubled, and draw me to the one thing needful.",
          "Jesus, bless the Marthas of my church who serve tirelessly, and give them rest at Your feet.",
        ],
      },
    ],
  },
  {
    theme: "Great Is Thy Faithfulness",
    days: [
      {
        theme: "The Faithful God",
        reference: "Deuteronomy 7:9",
        reflection:
          "Moses wanted Israel to know something about God that would hold them steady in the promised land. The Lord thy God, He is God, the faithful God, which keepeth covenant and mercy with them that love Him. His faithfulness reaches to a thousand generations, far beyond any one lifetime. Our prayers rest on a God whose track record spans millennia.",
        prayerPoints: [
          "Lord, You are the faithful God who keeps covenant and mercy; I trust You today.",
          "Father, let Your faithfulness reach to a thousand generations in my family.",
          "God, strengthen those who feel that everyone has been unfaithful to them, and show them Your constancy.",
        ],
      },
      {
        theme: "Not One Thing Hath Failed",
        reference: "Joshua 23:14",
        reflection:
          "At the end of his life, Joshua looked back over decades of battles and wilderness and settlement. He told Israel, “ye know in all your hearts and in all your souls, that not one thing hath failed of all the good things which the LORD your God spake.” All had come to pass. Whatever you are waiting for, the God who kept every promise to Israel will keep His promises to you.",
        prayerPoints: [
          "Lord, thank You that not one thing has failed of all the good things You have spoken.",
          "Father, let older believers in my church tell the next generation of Your faithfulness.",
          "God, fulfil the promises You have given me, in Your time and in Your way.",
        ],
      },
      {
        theme: "Hitherto Hath the Lord Helped Us",
        reference: "1 Samuel 7:12",
        reflection:
          "After God gave Israel victory over the Philistines, Samuel set up a stone and called it Ebenezer. He said, “Hitherto hath the LORD helped us.” The stone was a reminder for future days when faith would be tested. Some twenty years earlier the same enemy had defeated Israel and captured the ark, so the stone marked a story of restoration. Set up your own memorial today by remembering how far the Lord has brought you.",
        prayerPoints: [
          "Lord, hitherto You have helped me; I raise my Ebenezer and give You thanks.",
          "Father, help me to remember Your past help when I face new battles.",
          "God, let my church keep a record of Your faithfulness for the generations to come.",
        ],
      },
      {
        theme: "When Thou Passest Through the Waters",
        reference: "Isaiah 43:2",
        reflection:
          "God does not promise His people that they will avoid the waters and the fire. He promises, “When thou passest through the waters, I will be with thee; and through the rivers, they shall not overflow thee.” When you walk through the fire, you shall not be burned. His faithfulness is experienced in the middle of trouble, not only on the other side of it.",
        prayerPoints: [
          "Lord, thank You that when I pass through the waters You are with me, and the rivers will not overflow me.",
          "Father, be with those who are walking through fire today, and do not let the flame kindle upon them.",
          "God, let Your people know Your presence in the middle of their trials and not only after them.",
        ],
      },
      {
        theme: "As Far as the East Is from the West",
        reference: "Psalm 103:11-12",
        reflection:
          "David reaches for the largest measurements he can imagine to describe God's mercy. As the heaven is high above the earth, so great is His mercy toward them that fear Him. As far as the east is from the west, so far hath He removed our transgressions from us. God's faithfulness includes His faithfulness to forgive and never to bring back what He has removed.",
        prayerPoints: [
          "Lord, thank You that Your mercy is as high as the heavens and that You have removed my sins as far as the east is from the west.",
          "Father, set free those who keep digging up sins You have already forgiven.",
          "God, let Your great mercy be proclaimed to those who think they are beyond forgiveness.",
        ],
      },
      {
        theme: "He Which Hath Begun a Good Work",
        reference: "Philippians 1:6",
        reflection:
          "Paul was confident about the Philippians, not because of their strength but because of God's. He which hath begun a good work in you will perform it until the day of Jesus Christ. God does not start projects and abandon them halfway. Paul wrote this from prison, uncertain of his own future, yet certain of God's. What He began in you, and in those you pray for, He will finish.",
        prayerPoints: [
          "Lord, I am confident that You who began a good work in me will perform it until the day of Jesus Christ.",
          "Father, finish the work You began in my children, my friends and my church.",
          "God, encourage believers who feel unfinished and disappointed with themselves, and remind them that You are not finished.",
        ],
      },
      {
        theme: "I Will Never Leave Thee",
        reference: "Hebrews 13:5-6",
        reflection:
          "The writer to the Hebrews tells us to be content with such things as we have. The reason is not that our possessions are enough but that God has said, “I will never leave thee, nor forsake thee.” So we may boldly say, “The Lord is my helper, and I will not fear what man shall do unto me.” His presence is the greatest security we have.",
        prayerPoints: [
          "Lord, thank You that You will never leave me nor forsake me; You are my helper.",
          "Father, give contentment to those who are anxious about money and possessions.",
          "God, let those who feel abandoned by people know that You have never left them.",
        ],
      },
    ],
  },
  {
    theme: "Seek the Peace of the City",
    days: [
      {
        theme: "Seek the Peace of the City",
        reference: "Jeremiah 29:7",
        reflection:
          "The exiles in Babylon must have wanted to pray against the city that had destroyed their homes. Instead God told them to seek the peace of the city whither He had carried them, and to pray unto the Lord for it. Their welfare was bound up with the welfare of Babylon. Wherever God has placed you, He calls you to pray for its peace.",
        prayerPoints: [
          "Lord, I seek the peace of the city where You have placed me, and I pray for its welfare.",
          "Father, bless the people of my city: its families, businesses, schools and hospitals.",
          "God, give peace to the places where Your people live as strangers and exiles.",
        ],
      },
      {
        theme: "He Beheld the City, and Wept",
        reference: "Luke 19:41-42",
        reflection:
          "As Jesus came near to Jerusalem on Palm Sunday, He beheld the city, and wept over it. He wept because the city did not know the things which belonged unto its peace. Jesus is not indifferent to cities; He grieves over their blindness. He saw not only the crowds singing hosanna but the judgement that was coming. Let His tears shape your prayers for your own city today.",
        prayerPoints: [
          "Lord Jesus, let me see my city as You see it, and share Your tears over it.",
          "Father, open the eyes of my city to the things which belong to its peace.",
          "God, give peace to cities torn by violence, poverty and division.",
        ],
      },
      {
        theme: "Pray for the Peace of Jerusalem",
        reference: "Psalm 122:6-7",
        reflection:
          "David sang this psalm as pilgrims arrived at Jerusalem for the feasts. He commanded, “Pray for the peace of Jerusalem: they shall prosper that love thee.” He prayed for peace within her walls and prosperity within her palaces. Those who pray for peace are themselves blessed, because they share God's heart. We still pray for Jerusalem, and for peace among all who live in that land.",
        prayerPoints: [
          "Lord, I pray for the peace of Jerusalem; let there be peace within her walls.",
          "Father, bring peace and salvation to Jews and Arabs in the land of Israel and the region around.",
          "God, protect the children and families who suffer in the conflicts of the Middle East.",
        ],
      },
      {
        theme: "Let Your Light So Shine",
        reference: "Matthew 5:14-16",
        reflection:
          "Jesus told His followers, “Ye are the light of the world. A city that is set on an hill cannot be hid.” Nobody lights a candle and puts it under a bushel. Let your light so shine before men, that they may see your good works, and glorify your Father which is in heaven. The church blesses its city by shining, not by hiding.",
        prayerPoints: [
          "Lord, let my light so shine before people today that they see Your goodness and glorify You.",
          "Father, make my church a city set on a hill that cannot be hid in my community.",
          "Jesus, let Your people's good works bring light to the darkest streets of my city.",
        ],
      },
      {
        theme: "Should Not I Spare Nineveh?",
        reference: "Jonah 4:10-11",
        reflection:
          "Jonah was angry that God had spared Nineveh, and sulked about a withered plant. God gently asked him whether He should not spare that great city, with more than sixscore thousand persons who could not discern between their right hand and their left. God cares for the people of cities, even cities that are wicked and hostile. His compassion is wider than ours.",
        prayerPoints: [
          "Lord, forgive me when I care more about my comfort than about the people of my city.",
          "Father, spare the great cities of the earth, and bring them to repentance as You did Nineveh.",
          "God, give me Your compassion for cities I find hostile or wicked.",
        ],
      },
      {
        theme: "Go, and Do Thou Likewise",
        reference: "Luke 10:36-37",
        reflection:
          "A lawyer asked Jesus, “Who is my neighbour?”, hoping to limit his responsibility. Jesus told the story of a Samaritan who stopped for a wounded stranger, and then He asked which one was neighbour to the man who fell among thieves. The answer was plain: he that shewed mercy on him. Jesus turned the question from whom we must love to whom we will become. He said, “Go, and do thou likewise.”",
        prayerPoints: [
          "Lord, show me the wounded neighbour You want me to stop for today.",
          "Father, make my church a neighbour to the broken and the forgotten in my city.",
          "Jesus, break down the walls of prejudice that keep us from showing mercy.",
        ],
      },
      {
        theme: "Boys and Girls Playing in the Streets",
        reference: "Zechariah 8:4-5",
        reflection:
          "Zechariah saw a vision of a restored Jerusalem. Old men and old women would dwell in the streets, each with a staff for very age, and the streets would be full of boys and girls playing. This is God's picture of a healthy city: safe for the elderly and joyful for children. It is a simple vision, but it describes peace that reaches every generation. Hold this picture before God as you pray for your own streets.",
        prayerPoints: [
          "Lord, let the streets of my city be safe for the elderly and joyful for children.",
          "Father, protect children from violence, exploitation and neglect in my community.",
          "God, bless the elderly of my city with care, honour and peace.",
        ],
      },
    ],
  },
  {
    theme: "Do Justly, Love Mercy",
    days: [
      {
        theme: "What Doth the Lord Require of Thee?",
        reference: "Micah 6:8",
        reflection:
          "Israel wondered what offering would please God: thousands of rams, rivers of oil, even their firstborn. Micah answered that God had already shown them what is good. To do justly, to love mercy and to walk humbly with thy God. These three together are the shape of a life that pleases Him. Justice without mercy becomes harsh, mercy without justice becomes weak, and both need the humility of walking with God.",
        prayerPoints: [
          "Lord, teach me to do justly, to love mercy and to walk humbly with You today.",
          "Father, let justice and mercy mark the way Your church treats the poor and the powerless.",
          "God, keep me from trying to please You with religion while neglecting justice and mercy.",
        ],
      },
      {
        theme: "Let Judgment Run Down as Waters",
        reference: "Amos 5:24",
        reflection:
          "Amos spoke to a prosperous nation whose worship was loud but whose courts were corrupt. God said He hated their feasts and would not hear the melody of their viols. Instead, He cried, let judgment run down as waters, and righteousness as a mighty stream. God wants justice to flow constantly, like a river that never dries up.",
        prayerPoints: [
          "Lord, let justice run down as waters and righteousness as a mighty stream in my nation.",
          "Father, cleanse our worship of hypocrisy, and let it be joined to justice.",
          "God, bring justice to those who have been denied it in the courts and systems of my land.",
        ],
      },
      {
        theme: "Open Thy Mouth for the Dumb",
        reference: "Proverbs 31:8-9",
        reflection:
          "King Lemuel's mother taught him how a ruler should use his voice. Open thy mouth for the dumb, she said, in the cause of all such as are appointed to destruction. Judge righteously, and plead the cause of the poor and needy. Intercession gives a voice to the voiceless before God, and sometimes God asks us to speak for them before people too.",
        prayerPoints: [
          "Lord, I open my mouth in prayer for those who have no voice: the unborn, the trafficked and the forgotten.",
          "Father, give courage to those who plead the cause of the poor and needy in courts and parliaments.",
          "God, show me where You want me to speak up for someone who cannot speak for themselves.",
        ],
      },
      {
        theme: "Pure Religion",
        reference: "James 1:27",
        reflection:
          "James gives a practical definition of faith that God accepts. Pure religion and undefiled before God and the Father is this: to visit the fatherless and widows in their affliction. It also means keeping oneself unspotted from the world. Real faith shows itself in care for the vulnerable and in personal holiness, and God wants both together.",
        prayerPoints: [
          "Father, make my faith pure and undefiled: caring for the fatherless and widows in their affliction.",
          "Lord, comfort and provide for the orphans and widows of my city and of the persecuted church.",
          "God, keep me unspotted from the world while I serve the people in it with love.",
        ],
      },
      {
        theme: "Inasmuch as Ye Have Done It",
        reference: "Matthew 25:37-40",
        reflection:
          "In the parable of the sheep and the goats, the righteous are surprised to learn that they had fed, clothed and visited Jesus. They ask, “Lord, when saw we thee an hungred?” The King answers that inasmuch as they did it unto one of the least of these His brethren, they did it unto Him. Jesus identifies Himself with the hungry, the stranger, the sick and the prisoner.",
        prayerPoints: [
          "Lord Jesus, help me to see You in the hungry, the stranger, the sick and the prisoner.",
          "Father, bless those who serve the least of these in food banks, hospitals and prisons.",
          "God, let my church be found faithful in caring for the least of Your brethren.",
        ],
      },
      {
        theme: "Learn to Do Well",
        reference: "Isaiah 1:17",
        reflection:
          "Isaiah's first chapter condemns empty sacrifices and calls for real change. Learn to do well, seek judgment, relieve the oppressed, judge the fatherless, plead for the widow. God said He was weary of their offerings while their hands were full of blood. Doing good is something we learn, step by step, in the real lives of our neighbours. Ask God today what your next step of learning should be.",
        prayerPoints: [
          "Lord, teach me to do well, to seek justice and to relieve the oppressed.",
          "Father, defend the fatherless and plead for the widow in my community.",
          "God, show my church practical ways to relieve oppression around us.",
        ],
      },
      {
        theme: "Good Tidings to the Poor",
        reference: "Luke 4:18-19",
        reflection:
          "In the synagogue at Nazareth Jesus read from Isaiah and announced His mission. The Spirit of the Lord was upon Him to preach the gospel to the poor, heal the brokenhearted, preach deliverance to the captives and recovering of sight to the blind. He came to set at liberty them that are bruised. His mission is still good news to the poor, and His church carries it.",
        prayerPoints: [
          "Lord Jesus, thank You that You came to preach the gospel to the poor and set at liberty them that are bruised.",
          "Spirit of the Lord, anoint Your church to heal the brokenhearted and to proclaim deliverance to the captives.",
          "Father, let the acceptable year of the Lord be proclaimed in the poorest places of my city.",
        ],
      },
    ],
  },
];
