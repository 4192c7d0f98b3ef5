import type { DailyWordWeek } from "./types";

/** Weeks 29–32: the persecuted church, healing, family and the generations, perseverance in prayer. */
export const WEEKS_29_32: readonly DailyWordWeek[] = [
  {
    theme: "Remember Those in Bonds",
    days: [
      {
        theme: "As Bound with Them",
        reference: "Hebrews 13:3",
        reflection:
          "The writer to the Hebrews asks believers to remember them that are in bonds, as bound with them. We are to pray for imprisoned Christians as if we were sharing their cell, and for those who suffer adversity as being ourselves also in the body. Distance and comfort make it easy to forget our persecuted family. Today, choose to remember them before the Lord by name and by nation.",
        prayerPoints: [
          "Lord, I remember before You the Christians who are in prison for their faith today, as if I were bound with them.",
          "Father, strengthen those who suffer adversity for Your name, and surround them with Your presence in their cells.",
          "God, stir Your church in free nations to remember, pray for and speak up for our persecuted family.",
        ],
      },
      {
        theme: "Great Is Your Reward in Heaven",
        reference: "Matthew 5:10-12",
        reflection:
          "Jesus pronounced a blessing on those who are persecuted for righteousness' sake. When men revile you and say all manner of evil against you falsely for His sake, He says, rejoice and be exceeding glad. Persecution places believers in the company of the prophets and secures a great reward in heaven. This does not make suffering easy, but it makes it meaningful.",
        prayerPoints: [
          "Lord Jesus, bless those who are persecuted for righteousness' sake, and let them know that theirs is the kingdom of heaven.",
          "Father, give joy to believers who are reviled and slandered for Your name, and keep them from bitterness.",
          "God, give me courage to stand for righteousness even when it costs me my reputation.",
        ],
      },
      {
        theme: "Prayer Was Made Without Ceasing",
        reference: "Acts 12:5",
        reflection:
          "Herod had killed James and arrested Peter, intending to execute him after the Passover. Peter was kept in prison, but prayer was made without ceasing of the church unto God for him. The night before his trial, an angel woke him and led him out through locked gates. The church had no political power, but it had access to the throne.",
        prayerPoints: [
          "Lord, I pray without ceasing for imprisoned pastors and believers; send Your deliverance to them.",
          "Father, open locked doors and iron gates for those who are unjustly held for their faith.",
          "God, stir my church to gather and pray for the persecuted as the church prayed for Peter.",
        ],
      },
      {
        theme: "Grant unto Thy Servants Boldness",
        reference: "Acts 4:29-30",
        reflection:
          "Peter and John had been threatened and commanded not to speak in the name of Jesus. When the believers gathered to pray, they did not ask for safety or for the threats to be removed. They asked for boldness to keep speaking God's word, and for His hand to stretch out to heal. Persecuted believers around the world still pray this prayer, and we can pray it with them.",
        prayerPoints: [
          "Lord, behold the threats against Your church, and grant unto Your servants all boldness to speak Your word.",
          "Father, stretch forth Your hand to heal, and let signs and wonders be done by the name of Jesus.",
          "Holy Spirit, give me boldness to speak of Jesus in the places where I am tempted to stay silent.",
        ],
      },
      {
        theme: "They Loved Not Their Lives unto the Death",
        reference: "Revelation 12:11",
        reflection:
          "John saw the accuser of the brethren cast down, and he saw how the saints had overcome him. They overcame by the blood of the Lamb and by the word of their testimony, and they loved not their lives unto the death. Their victory did not depend on escaping suffering but on faithfulness through it. Martyrs are not the church's defeat but its testimony.",
        prayerPoints: [
          "Lord Jesus, thank You that Your people overcome by the blood of the Lamb and by the word of their testimony.",
          "Father, strengthen believers who face death for their faith today, and let their testimony shine.",
          "God, free me from loving my comfort, my safety and my life more than I love You and Your kingdom.",
        ],
      },
      {
        theme: "Persecuted, but Not Forsaken",
        reference: "2 Corinthians 4:8-9",
        reflection:
          "Paul describes his ministry with a series of contrasts. Troubled on every side, yet not distressed; perplexed, but not in despair; persecuted, but not forsaken; cast down, but not destroyed. The pressure was real, but it never had the final word. The treasure of the gospel is carried in earthen vessels so that the power may be seen to be of God.",
        prayerPoints: [
          "Lord, thank You that though I am troubled, I am not distressed, and though perplexed, I am not in despair.",
          "Father, let persecuted believers know that they are not forsaken, and that they will not be destroyed.",
          "God, let Your power be seen in the weakness of Your people, so that the world knows it is from You.",
        ],
      },
      {
        theme: "Be Thou Faithful unto Death",
        reference: "Revelation 2:10",
        reflection:
          "Jesus wrote to the church at Smyrna, a poor and persecuted congregation, without a word of rebuke. He warned them that some would be cast into prison and tried, but He told them, “Fear none of those things.” He promised a crown of life to those who are faithful unto death. Jesus does not hide the cost from His people, but He promises that it will be worth it.",
        prayerPoints: [
          "Lord Jesus, help me to be faithful unto death, and to fear none of the things I may suffer.",
          "Father, comfort the poor and persecuted churches of the world, and give them the crown of life.",
          "Jesus, strengthen those who are being tried and tested for their faith today, and keep them faithful.",
        ],
      },
    ],
  },
  {
    theme: "The Lord That Healeth Thee",
    days: [
      {
        theme: "I Am the Lord That Healeth Thee",
        reference: "Exodus 15:26",
        reflection:
          "Only days after crossing the Red Sea, Israel found bitter water at Marah and complained. God made the waters sweet and then revealed a new name: “I am the LORD that healeth thee.” Healing is not only something God does; it is part of who He is, revealed in the name He chose for Himself. Bring the bitter waters of your life and your loved ones to Him today, and ask Him to make them sweet.",
        prayerPoints: [
          "Lord, You are the Lord that heals; I bring You the sick and suffering people I love today.",
          "Father, make the bitter waters sweet in the lives of those who are disappointed and wounded.",
          "God, help me to hearken diligently to Your voice and to do what is right in Your sight.",
        ],
      },
      {
        theme: "Forget Not All His Benefits",
        reference: "Psalm 103:2-5",
        reflection:
          "David commands his own soul to bless the Lord and to forget not all His benefits. He lists them: forgiveness of all iniquities, healing of all diseases, redemption from destruction, crowning with lovingkindness and tender mercies. God satisfies our mouths with good things, so that our youth is renewed like the eagle's. Remembering what God has done strengthens us to trust Him for what we need now.",
        prayerPoints: [
          "Bless the Lord, O my soul; I will not forget all Your benefits to me.",
          "Lord, forgive all iniquities and heal all diseases in the lives of those I pray for today.",
          "Father, renew the strength of the weary and aged like the eagle's, and satisfy them with good things.",
        ],
      },
      {
        theme: "He Healeth the Broken in Heart",
        reference: "Psalm 147:3",
        reflection:
          "The same God who telleth the number of the stars also bends down to the broken in heart. He healeth them and bindeth up their wounds, like a careful physician. Emotional wounds are as real to Him as physical ones, even when they are hidden behind a smile. Grief, betrayal, rejection and trauma are all within His care. No heart is too broken for His gentle hands.",
        prayerPoints: [
          "Lord, heal my broken heart, and bind up the wounds I have carried for too long.",
          "Father, I bring You the broken-hearted: the bereaved, the betrayed and the abandoned, and ask You to heal them.",
          "God, make my church a place where broken hearts are met with gentleness and care.",
        ],
      },
      {
        theme: "Heal Me, O Lord",
        reference: "Jeremiah 17:14",
        reflection:
          "Jeremiah was mocked, opposed and discouraged, and he turned to God with a simple prayer. “Heal me, O LORD, and I shall be healed; save me, and I shall be saved.” He was confident that what God does is complete, and that no half-healing or partial salvation comes from His hand. He ended not with a demand but with worship: “for thou art my praise.” Even before the answer came, God Himself was the focus of his song.",
        prayerPoints: [
          "Heal me, O Lord, and I shall be healed; save me, and I shall be saved, for You are my praise.",
          "Lord, I pray this prayer for those who are too sick or weary to pray it themselves.",
          "Father, heal the wounds of those who have been mocked and opposed for serving You.",
        ],
      },
      {
        theme: "If Thou Wilt, Thou Canst",
        reference: "Mark 1:40-41",
        reflection:
          "A leper came to Jesus, kneeling and saying, “If thou wilt, thou canst make me clean.” He did not doubt Jesus' power, only His willingness. Jesus, moved with compassion, put forth His hand and touched him, the man nobody had touched for years. Then He answered the question behind the request: “I will; be thou clean.” Never doubt the willingness of Jesus to meet those who come to Him.",
        prayerPoints: [
          "Lord Jesus, thank You that You are moved with compassion and willing to touch the untouchable.",
          "Jesus, stretch out Your hand to those who feel unclean, rejected or shameful, and make them clean.",
          "Father, make me willing to touch those others avoid, for Your sake.",
        ],
      },
      {
        theme: "If I May Touch but His Clothes",
        reference: "Mark 5:27-29",
        reflection:
          "For twelve years a woman had suffered bleeding, spent all she had on physicians and only grown worse. Hearing of Jesus, she pressed through the crowd, thinking, “If I may touch but his clothes, I shall be whole.” Straightway she felt in her body that she was healed. Jesus then stopped to call her daughter and give her peace, healing her shame as well as her body.",
        prayerPoints: [
          "Lord Jesus, I press through the crowd of my doubts today to touch You in faith.",
          "Father, heal those who have suffered many years and spent everything looking for help.",
          "Jesus, heal the shame as well as the sickness of those who come to You, and call them Your children.",
        ],
      },
      {
        theme: "The Prayer of Faith",
        reference: "James 5:14-16",
        reflection:
          "James gives clear instructions for sickness in the church: call for the elders, let them pray and anoint with oil in the name of the Lord. The prayer of faith shall save the sick, and the Lord shall raise him up. Then James widens the circle: confess your faults one to another, and pray one for another, that ye may be healed. The effectual fervent prayer of a righteous man availeth much.",
        prayerPoints: [
          "Lord, I pray the prayer of faith for the sick I know; raise them up by Your power.",
          "Father, make my church a place where people confess their faults and pray for one another to be healed.",
          "God, thank You that the effectual fervent prayer of a righteous man availeth much.",
        ],
      },
    ],
  },
  {
    theme: "From Generation to Generation",
    days: [
      {
        theme: "As for Me and My House",
        reference: "Joshua 24:15",
        reflection:
          "At the end of his life, Joshua gathered Israel and set a choice before them: whom will you serve? He did not wait to see what the crowd would choose. “As for me and my house, we will serve the LORD,” he said. Family faith begins with a decision someone makes, often before anyone else follows. Your choice to serve the Lord today is a seed planted for generations you may never see.",
        prayerPoints: [
          "Lord, as for me and my house, we will serve You; strengthen that decision in my family today.",
          "Father, help parents to lead their households in serving You, by example and by prayer.",
          "God, turn the hearts of households that have chosen other gods, and let them choose You.",
        ],
      },
      {
        theme: "Teach Them Diligently",
        reference: "Deuteronomy 6:6-7",
        reflection:
          "Moses told parents that God's words must first be in their own hearts. Then they were to teach them diligently to their children, talking of them at home, by the way, lying down and rising up. Faith is passed on not only in formal lessons but in everyday conversations. The most powerful sermon a child hears is the life of a believing parent.",
        prayerPoints: [
          "Lord, let Your words be in my heart first, so that they overflow to the next generation.",
          "Father, help parents and grandparents to speak naturally of You at home and along the way.",
          "God, bless Sunday school teachers, youth leaders and all who teach children Your ways.",
        ],
      },
      {
        theme: "Train Up a Child",
        reference: "Proverbs 22:6",
        reflection:
          "Solomon gives parents a principle full of hope: train up a child in the way he should go, and when he is old, he will not depart from it. Training takes time, patience and consistency. Many parents pray with tears over children who have wandered. Keep sowing and praying, because God remembers the seed you have planted.",
        prayerPoints: [
          "Lord, give me wisdom and patience to train the children in my life in the way they should go.",
          "Father, bring back to You the grown children who have wandered from their early faith.",
          "God, comfort parents who grieve over wayward children, and give them hope.",
        ],
      },
      {
        theme: "My Spirit upon Thy Seed",
        reference: "Isaiah 44:3-4",
        reflection:
          "God promised to pour water upon him that is thirsty and floods upon the dry ground. Then He made a promise for the next generation: “I will pour my spirit upon thy seed, and my blessing upon thine offspring.” They would spring up like willows by the water courses. Pray this promise over your children and the children of your church.",
        prayerPoints: [
          "Lord, pour Your Spirit upon my seed and Your blessing upon my offspring.",
          "Father, let the children of my church spring up like willows by the water courses.",
          "God, pour water on the thirsty young people of my city, and floods upon the dry ground.",
        ],
      },
      {
        theme: "Unfeigned Faith",
        reference: "2 Timothy 1:5",
        reflection:
          "Paul remembered the unfeigned faith of Timothy. It dwelt first in his grandmother Lois and his mother Eunice, and then in Timothy himself. Two faithful women, probably without any public ministry, shaped a young man who would go on to shape churches. Faith is not inherited automatically, but it is often handed on through patient love and prayer. Never underestimate the influence of a praying grandmother or mother.",
        prayerPoints: [
          "Lord, thank You for those who passed on faith to me, and help me pass it on to others.",
          "Father, bless the praying mothers and grandmothers of Your church, and answer their prayers.",
          "God, let unfeigned faith dwell in the next generation of my family.",
        ],
      },
      {
        theme: "A Threefold Cord",
        reference: "Ecclesiastes 4:9-12",
        reflection:
          "The Preacher observes that two are better than one, because if one falls, the other can lift him up. Two can keep each other warm and withstand an attacker together. Then he adds that a threefold cord is not quickly broken. Marriages, friendships and prayer partnerships are strongest when God is the third strand. Woe to him that is alone when he falleth, so thank God today for those who stand with you.",
        prayerPoints: [
          "Lord, be the third strand in my marriage and my closest friendships, so that they are not quickly broken.",
          "Father, strengthen marriages that are under strain, and lift up the spouse who has fallen.",
          "God, give lonely people faithful friends who will lift them up when they fall.",
        ],
      },
      {
        theme: "The Hearts of the Fathers",
        reference: "Malachi 4:6",
        reflection:
          "The Old Testament closes with a promise: God would turn the heart of the fathers to the children, and the heart of the children to their fathers. Broken family relationships are not just private sorrows; they concern God deeply. The angel used these words of John the Baptist's ministry, preparing the way for Christ. Pray for reconciliation between generations.",
        prayerPoints: [
          "Lord, turn the hearts of the fathers to the children and the hearts of the children to their fathers.",
          "Father, heal the broken relationships between parents and children in my family and my church.",
          "God, raise up faithful fathers in my community, and comfort the fatherless.",
        ],
      },
    ],
  },
  {
    theme: "Pray Without Ceasing",
    days: [
      {
        theme: "Men Ought Always to Pray",
        reference: "Luke 18:1",
        reflection:
          "Luke tells us exactly why Jesus told the parable of the persistent widow: that men ought always to pray, and not to faint. Jesus knew that delay would tempt us to give up. Fainting is the opposite of praying, losing heart rather than pressing on. If you are tempted to stop praying for something, this verse is for you today.",
        prayerPoints: [
          "Lord, help me always to pray and not to faint, especially for the requests I have carried longest.",
          "Father, strengthen the weary intercessors who are tempted to give up.",
          "God, avenge Your elect who cry day and night to You, and answer them speedily.",
        ],
      },
      {
        theme: "Because of His Importunity",
        reference: "Luke 11:8-10",
        reflection:
          "A man knocked on his friend's door at midnight, asking for bread for a traveller. The friend got up not because of friendship but because of his importunity, his shameless persistence. Then Jesus said: ask, seek, knock, because every one that asketh receiveth. God is not a reluctant friend, but He does honour persistent prayer.",
        prayerPoints: [
          "Lord, I keep asking, seeking and knocking today, trusting that every one that asks receives.",
          "Father, give me shameless persistence in praying for the needs of my friends.",
          "God, open the doors I have knocked on for so long, in Your time and Your way.",
        ],
      },
      {
        theme: "Pray Without Ceasing",
        reference: "1 Thessalonians 5:16-18",
        reflection:
          "Paul gives three short commands: rejoice evermore, pray without ceasing, in every thing give thanks. Praying without ceasing does not mean constant words but a constant awareness of God. It is a life turned toward Him throughout the day, like a conversation that is never quite closed. Joy, prayer and thanksgiving feed one another. This, Paul says, is the will of God in Christ Jesus concerning you.",
        prayerPoints: [
          "Lord, teach me to rejoice evermore, pray without ceasing and give thanks in everything.",
          "Father, make me aware of Your presence throughout this day, not only in my times of prayer.",
          "God, turn each of my worries into a prayer as it arises today, and each answer into thanksgiving.",
        ],
      },
      {
        theme: "I Will Not Let Thee Go",
        reference: "Genesis 32:26",
        reflection:
          "Jacob wrestled with a man until the breaking of the day. Even with his hip out of joint, he clung on and said, “I will not let thee go, except thou bless me.” Jacob emerged limping, but with a new name, Israel, because he had power with God and prevailed. Sometimes prevailing prayer leaves us weaker in ourselves and stronger in God. Hold on to Him today for the blessing you need.",
        prayerPoints: [
          "Lord, I will not let You go except You bless me and those I pray for.",
          "Father, change my name and nature as I wrestle with You in prayer.",
          "God, bless the families and nations I carry, and do not let me give up until You do.",
        ],
      },
      {
        theme: "Go Again Seven Times",
        reference: "1 Kings 18:43-44",
        reflection:
          "Elijah sent his servant to look toward the sea for signs of rain, and six times the servant reported, “There is nothing.” Elijah kept praying and said, “Go again seven times.” The seventh time, a little cloud like a man's hand appeared, and Elijah told Ahab to prepare his chariot before the rain stopped him. Small beginnings are often the first sign of great answers. Keep looking toward the sea, and do not despise the small cloud.",
        prayerPoints: [
          "Lord, when I see nothing, help me to keep praying and to look again.",
          "Father, show me the small clouds of Your answers, and help me not to despise small beginnings.",
          "God, send abundant rain on my land after long drought, in the fields and in the hearts of the people.",
        ],
      },
      {
        theme: "In Due Season We Shall Reap",
        reference: "Galatians 6:9",
        reflection:
          "Paul knew that doing good can be exhausting, especially when results are slow. So he says: let us not be weary in well doing: for in due season we shall reap, if we faint not. The harvest is certain, but its timing belongs to God, and the only condition is that we faint not. Seeds of prayer, kindness and faithfulness are never lost in His field. Keep sowing today, even if you see nothing yet.",
        prayerPoints: [
          "Lord, help me not to be weary in well doing, trusting that in due season I shall reap.",
          "Father, strengthen those who are weary in ministry, caring or service.",
          "God, bring in the harvest of years of faithful prayer in the families and churches I have carried before You.",
        ],
      },
      {
        theme: "Though It Tarry, Wait for It",
        reference: "Habakkuk 2:3",
        reflection:
          "God told Habakkuk to write the vision and make it plain. The vision is for an appointed time, and at the end it shall speak and not lie. Though it tarry, wait for it, because it will surely come, it will not tarry. From our side the answer seems slow; from God's side it is exactly on time. His delays are not denials, and the vision He gave you has not expired.",
        prayerPoints: [
          "Lord, I wait for the vision You have given, trusting that it will surely come.",
          "Father, strengthen those who have waited years for promises to be fulfilled.",
          "God, give me patience to wait for Your appointed time, and keep me from running ahead of You.",
        ],
      },
    ],
  },
];
