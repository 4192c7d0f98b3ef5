import type { DailyWordWeek } from "./types";

/** Weeks 33–36: the names of God, rest, peace in the storm, wisdom from above. */
export const WEEKS_33_36: readonly DailyWordWeek[] = [
  {
    theme: "The Names of God",
    days: [
      {
        theme: "A Strong Tower",
        reference: "Proverbs 18:10",
        reflection:
          "In the ancient world a city's tower was the place of last refuge when enemies broke in. Solomon says that the name of the Lord is a strong tower: the righteous runneth into it, and is safe. God's name is not a label but a revelation of His character, and every name He gives Himself is a place to run. This week, as we pray through His names, run into each one and find shelter there.",
        prayerPoints: [
          "Lord, Your name is a strong tower; I run into it today and I am safe.",
          "Father, be a tower of refuge for those who are under attack and have nowhere else to run.",
          "God, teach me Your names, so that in every need I know where to run.",
        ],
      },
      {
        theme: "I Am That I Am",
        reference: "Exodus 3:14",
        reflection:
          "At the burning bush Moses asked what he should say when Israel asked God's name. God answered, “I AM THAT I AM,” the self-existent One who depends on nothing and no one. He is not defined by our circumstances; He simply is, unchanging and eternal. Jesus took this name on His own lips, and every need we bring finds its answer in who He is.",
        prayerPoints: [
          "I AM, I worship You as the self-existent, unchanging God who needs nothing and gives everything.",
          "Lord, where I feel inadequate, as Moses did, remind me that You are sending me and going with me.",
          "Father, reveal Yourself as I AM to those who are searching for something certain in a shifting world.",
        ],
      },
      {
        theme: "The Almighty God",
        reference: "Genesis 17:1",
        reflection:
          "When Abram was ninety-nine years old and still waiting for the promised son, God appeared and said, “I am the Almighty God.” The name El Shaddai speaks of all-sufficient power, more than enough for every impossibility. With the name came a call: walk before me, and be thou perfect. The Almighty invites us to walk closely with Him, trusting that nothing is too hard for Him.",
        prayerPoints: [
          "Almighty God, I walk before You today, trusting that You are more than enough for my needs.",
          "Lord, be El Shaddai to those who have waited so long that the promise now seems impossible.",
          "Father, help me to walk before You wholeheartedly, not split between trusting You and trusting myself.",
        ],
      },
      {
        theme: "The God Who Sees Me",
        reference: "Genesis 16:13",
        reflection:
          "Hagar was a foreign slave, used and then mistreated, running away into the wilderness with her unborn child. There the angel of the Lord found her by a spring of water and spoke to her by name. She gave God a name no one else in Scripture gives Him: “Thou God seest me.” The overlooked and the mistreated are never invisible to Him.",
        prayerPoints: [
          "Thou God seest me; thank You that I am never invisible to You.",
          "Lord, see the foreign workers, the mistreated and the runaways today, and meet them in their wilderness.",
          "Father, open my eyes to see the people around me whom others overlook.",
        ],
      },
      {
        theme: "The Lord Will Provide",
        reference: "Genesis 22:14",
        reflection:
          "On Mount Moriah Abraham raised the knife over Isaac, trusting God even in the hardest test of his life. God stopped him and provided a ram caught in a thicket in his son's place. Abraham named the place Jehovah-jireh, the Lord will provide. Centuries later, on the same range of hills, God provided His own Son as the Lamb.",
        prayerPoints: [
          "Jehovah-jireh, thank You that You provide, and that You provided the Lamb in my place.",
          "Lord, provide for the needs of families facing hardship today: food, rent, work and medicine.",
          "Father, give me faith to obey You on the mountain before I see the provision.",
        ],
      },
      {
        theme: "The Lord Is My Banner",
        reference: "Exodus 17:15",
        reflection:
          "When Amalek attacked Israel in the wilderness, Joshua fought in the valley while Moses held up his hands on the hill. When his hands grew heavy, Aaron and Hur held them up until the victory came. Moses built an altar and called it Jehovah-nissi, the Lord is my banner. Victory came from the Lord, through prayer that others helped to sustain.",
        prayerPoints: [
          "Jehovah-nissi, You are my banner; I fight under Your name and not my own.",
          "Lord, strengthen the hands of those who are interceding for battles in the valley below.",
          "Father, raise up people like Aaron and Hur to hold up the hands of weary leaders and intercessors.",
        ],
      },
      {
        theme: "The Lord Is Peace",
        reference: "Judges 6:24",
        reflection:
          "Gideon was threshing wheat in hiding, terrified of the Midianites, when the angel of the Lord called him a mighty man of valour. After realising he had seen the angel of the Lord, Gideon feared for his life, but God said, “Peace be unto thee.” Gideon built an altar and called it Jehovah-shalom, the Lord is peace. God's peace came before the battle, not after it.",
        prayerPoints: [
          "Jehovah-shalom, You are my peace; I receive Your peace before the battle is won.",
          "Lord, speak peace to those who are hiding in fear today, and call out the courage You have placed in them.",
          "Father, bring Your peace to nations under oppression, as You did for Israel in Gideon's day.",
        ],
      },
    ],
  },
  {
    theme: "Come Apart and Rest",
    days: [
      {
        theme: "Come Ye Apart",
        reference: "Mark 6:31",
        reflection:
          "The apostles had just returned from a busy mission, and so many people were coming and going that they had no leisure even to eat. Jesus did not tell them to work harder; He said, “Come ye yourselves apart into a desert place, and rest a while.” Rest is not laziness but obedience to a Saviour who knows our limits. Even intercessors need to stop and be restored.",
        prayerPoints: [
          "Lord Jesus, I come apart with You today to rest a while; restore my soul.",
          "Father, give rest to exhausted pastors, carers, doctors and parents who have no time even to eat.",
          "Jesus, teach me to recognise my limits and to rest without guilt.",
        ],
      },
      {
        theme: "Come unto Me",
        reference: "Matthew 11:28-30",
        reflection:
          "Jesus issues an open invitation to the weary, and He does not offer a lighter workload first but Himself: “Come unto me, all ye that labour and are heavy laden, and I will give you rest.” He invites us to take His yoke, to learn of Him who is meek and lowly in heart. His yoke is easy and His burden light, because He carries it with us. Rest for the soul is found not in escaping all responsibility but in sharing it with Him.",
        prayerPoints: [
          "Lord Jesus, I come unto You, labouring and heavy laden, and I receive Your rest.",
          "Jesus, I take Your yoke upon me; teach me to carry my responsibilities with You and not alone.",
          "Father, draw the weary and burdened people of my city to find rest for their souls in Jesus.",
        ],
      },
      {
        theme: "He Giveth His Beloved Sleep",
        reference: "Psalm 127:1-2",
        reflection:
          "Except the Lord build the house, they labour in vain that build it. It is vain to rise up early, to sit up late, to eat the bread of sorrows, anxiously working as if everything depended on us. Even the watchman on the city wall wakes in vain unless the Lord keeps the city, a word every intercessor needs to hear. The psalm ends with a tender gift: He giveth His beloved sleep. Trust is the soil of true rest.",
        prayerPoints: [
          "Lord, build my house and keep my city, for without You our labour is in vain.",
          "Father, give sleep to Your beloved who lie awake with anxiety tonight.",
          "God, free me from the bread of sorrows and from working as if everything depended on me.",
        ],
      },
      {
        theme: "In Returning and Rest",
        reference: "Isaiah 30:15",
        reflection:
          "God told Israel that in returning and rest they would be saved, and in quietness and confidence would be their strength. But they would not; they planned instead to flee upon swift horses and trust in alliances with Egypt. We often prefer frantic activity to quiet trust, because activity feels like control. God's strength is found by those who return to Him and rest.",
        prayerPoints: [
          "Lord, I return to You and rest; let my strength be in quietness and confidence.",
          "Father, forgive me for running to my own solutions instead of resting in You.",
          "God, give quietness and confidence to those who are panicking today, and turn them back to You.",
        ],
      },
      {
        theme: "The Sabbath Was Made for Man",
        reference: "Mark 2:27",
        reflection:
          "The Pharisees complained when Jesus' disciples plucked ears of corn on the sabbath day. Jesus answered that the sabbath was made for man, and not man for the sabbath. Rest is God's gift for our good, not a test of rule-keeping or a burden to carry. Receive a day of rest this week as a gift from a loving Father who made you to need it.",
        prayerPoints: [
          "Father, thank You for the gift of rest; help me to receive it gladly and without guilt.",
          "Lord, free those who are trapped in endless work by poverty or pressure, and give them rest.",
          "Jesus, Lord of the sabbath, teach my family to rest and worship together.",
        ],
      },
      {
        theme: "There Remaineth a Rest",
        reference: "Hebrews 4:9-10",
        reflection:
          "The writer to the Hebrews speaks of a rest that remains for the people of God, beyond anything Joshua gave Israel in Canaan. Whoever enters into God's rest ceases from his own works, as God did from His. This is the rest of trusting Christ's finished work instead of striving to earn God's favour. It begins now, in the heart that trusts, and will be complete in eternity.",
        prayerPoints: [
          "Lord, I cease from my own works and enter into Your rest today.",
          "Father, set free those who are striving to earn Your love, and let them rest in Christ.",
          "God, keep before my eyes the rest that remains for Your people, and let that hope sustain me today.",
        ],
      },
      {
        theme: "Be Still, and Know",
        reference: "Psalm 46:10",
        reflection:
          "In the middle of a psalm full of roaring waters and raging nations, God Himself speaks: “Be still, and know that I am God.” Stillness is not inactivity but surrender, letting go of our frantic efforts to control what only He can govern. He promises that He will be exalted among the heathen and in the earth. End this week of rest by laying down your striving and letting Him be God.",
        prayerPoints: [
          "Lord, I am still before You today, and I know that You are God.",
          "Father, be exalted among the nations and in the earth, above every power that rages today.",
          "God, bring stillness to anxious hearts and noisy minds, beginning with mine.",
        ],
      },
    ],
  },
  {
    theme: "Peace in the Storm",
    days: [
      {
        theme: "A Very Present Help",
        reference: "Psalm 46:1-3",
        reflection:
          "God is our refuge and strength, a very present help in trouble: not distant, not delayed, but present. The psalmist imagines the worst that could happen, the earth removed and the mountains carried into the midst of the sea, the waters roaring and troubled. His conclusion is simple: therefore will not we fear. Our security does not rest on stable circumstances but on a God who is present in the upheaval.",
        prayerPoints: [
          "God, You are my refuge and strength, a very present help in trouble; therefore I will not fear.",
          "Lord, be a present help today to those whose world has been shaken by disaster, war or sudden loss.",
          "Father, steady Your people when the mountains of their lives are moving, and let them find refuge in You.",
        ],
      },
      {
        theme: "Peace, Be Still",
        reference: "Mark 4:39-40",
        reflection:
          "Seasoned fishermen were terrified by a storm while Jesus slept on a pillow in the stern. When they woke Him, He rebuked the wind and said unto the sea, “Peace, be still,” and there was a great calm. Then He turned to His disciples and asked why they were so fearful and how it was that they had no faith. The storm obeyed Him instantly; the harder work was calming their hearts.",
        prayerPoints: [
          "Lord Jesus, speak to the storm in my life today and say, Peace, be still.",
          "Jesus, calm the storms raging around the families I pray for: illness, conflict, debt and fear.",
          "Father, grow my faith so that fear no longer rules me when the wind rises.",
        ],
      },
      {
        theme: "Lord, Save Me",
        reference: "Matthew 14:30-31",
        reflection:
          "Peter had stepped out of the boat and walked on the water toward Jesus. But when he saw the wind boisterous, he was afraid, and beginning to sink he cried, “Lord, save me.” Immediately Jesus stretched forth His hand and caught him. Even sinking faith can cry out, and the hand of Jesus is quicker than the waves. His gentle question, “wherefore didst thou doubt?”, came after He had already caught him.",
        prayerPoints: [
          "Lord, save me when I begin to sink; I take my eyes off the wind and fix them on You again.",
          "Jesus, stretch forth Your hand and catch those who are going under today in despair or addiction.",
          "Father, forgive my little faith and my doubts, and teach me to step out toward You again.",
        ],
      },
      {
        theme: "Be Careful for Nothing",
        reference: "Philippians 4:6-7",
        reflection:
          "Paul wrote these words as a prisoner, not as a man with an easy life. He tells us to be careful for nothing, anxious about nothing, but in every thing by prayer and supplication with thanksgiving to let our requests be made known unto God. He does not promise that every request will be granted at once, but he promises something deeper: the peace of God, which passeth all understanding. That peace stands guard over our hearts and minds through Christ Jesus.",
        prayerPoints: [
          "Lord, I bring You every anxiety today by prayer and supplication, with thanksgiving for all You have already done.",
          "Father, let Your peace which passes all understanding guard my heart and mind through Christ Jesus.",
          "God of peace, calm the anxious people I know who lie awake over the future, and teach them to pray instead of worry.",
        ],
      },
      {
        theme: "Perfect Peace",
        reference: "Isaiah 26:3",
        reflection:
          "Isaiah sang of a strong city whose walls are salvation, and of the peace God gives to those who trust Him. “Thou wilt keep him in perfect peace, whose mind is stayed on thee: because he trusteth in thee.” Peace follows focus: where our minds rest determines whether we are troubled or kept. Stay your mind on Him today, especially when your thoughts begin to race.",
        prayerPoints: [
          "Lord, keep me in perfect peace as I stay my mind on You and trust in You.",
          "Father, help those with racing, anxious or tormented thoughts to rest their minds on You.",
          "God, teach me to turn my attention back to You whenever fear begins to take hold today.",
        ],
      },
      {
        theme: "Not as the World Giveth",
        reference: "John 14:27",
        reflection:
          "Jesus spoke these words on the night He was betrayed, knowing what the next day would bring. “Peace I leave with you, my peace I give unto you: not as the world giveth.” The world's peace depends on circumstances and disappears when they change; His peace holds in the middle of the storm. So He tells us, “Let not your heart be troubled, neither let it be afraid.”",
        prayerPoints: [
          "Lord Jesus, I receive Your peace today, not as the world gives, but as only You can give.",
          "Jesus, speak to the troubled hearts of those I pray for, and let them not be afraid.",
          "Father, let the peace of Christ rule in my home and in my relationships.",
        ],
      },
      {
        theme: "I Have Overcome the World",
        reference: "John 16:33",
        reflection:
          "Jesus never promised His disciples an easy life. He told them plainly, “In the world ye shall have tribulation,” so that they would not be shaken when it came. But He also told them where to find peace: in Him. “Be of good cheer; I have overcome the world.” Our courage rests not on the absence of trouble but on the victory of Christ.",
        prayerPoints: [
          "Lord Jesus, thank You that You have overcome the world, and that I can be of good cheer in You.",
          "Jesus, give courage and cheer to Christians in tribulation today, and let them find their peace in You.",
          "Father, teach me to look for peace in Christ and not in the absence of trouble.",
        ],
      },
    ],
  },
  {
    theme: "Wisdom from Above",
    days: [
      {
        theme: "If Any of You Lack Wisdom",
        reference: "James 1:5-6",
        reflection:
          "James writes to believers facing trials that they do not understand, and he offers a simple remedy: ask God. He giveth to all men liberally and upbraideth not; He never scolds us for needing help. The only condition is that we ask in faith, nothing wavering, like someone who truly expects an answer. Whatever decision is before you today, bring it to the God who delights to give wisdom.",
        prayerPoints: [
          "Lord, I lack wisdom for the decisions before me; I ask You for it in faith, trusting that You give liberally.",
          "Father, give wisdom to the leaders, doctors, judges and parents who face hard decisions today.",
          "God, keep me from wavering like a wave of the sea, driven with the wind and tossed.",
        ],
      },
      {
        theme: "The Beginning of Wisdom",
        reference: "Proverbs 9:10",
        reflection:
          "Proverbs returns again and again to one foundation: the fear of the Lord is the beginning of wisdom. Wisdom does not start with cleverness or information but with reverence for who God is. And the knowledge of the holy is understanding: knowing Him, not merely knowing about Him. A generation with endless information still needs this beginning.",
        prayerPoints: [
          "Lord, teach me the fear of the Lord, so that my wisdom begins with reverence for You.",
          "Father, give my generation the knowledge of the Holy One, and not only information about the world.",
          "God, let schools, universities and homes be places where wisdom begins with the fear of the Lord.",
        ],
      },
      {
        theme: "The Wisdom That Is from Above",
        reference: "James 3:17",
        reflection:
          "James contrasts two kinds of wisdom. Earthly wisdom breeds envy and strife, but the wisdom that is from above is first pure, then peaceable, gentle and easy to be intreated. It is full of mercy and good fruits, without partiality and without hypocrisy. You can recognise God's wisdom by its character, not only by its cleverness.",
        prayerPoints: [
          "Lord, fill me with the wisdom that is from above: pure, peaceable, gentle and full of mercy.",
          "Father, let the decisions of my church be shaped by heavenly wisdom and not by envy and strife.",
          "God, free me from partiality and hypocrisy in the way I treat others.",
        ],
      },
      {
        theme: "The Foolishness of God",
        reference: "1 Corinthians 1:25-27",
        reflection:
          "The Corinthians admired eloquence and status, and Paul reminded them of what the cross reveals. The foolishness of God is wiser than men, and the weakness of God is stronger than men. Not many wise, mighty or noble had been called; God had chosen the foolish things of the world to confound the wise. He still delights to use ordinary people, so that no one can boast before Him.",
        prayerPoints: [
          "Lord, thank You that You choose the foolish and weak things of the world, and that You have chosen me.",
          "Father, use ordinary believers in my church to do what the wise and powerful cannot.",
          "God, keep me from trusting in my own wisdom or status, and let me glory only in You.",
        ],
      },
      {
        theme: "Seek Her as Silver",
        reference: "Proverbs 2:3-6",
        reflection:
          "Solomon urges his son to cry after knowledge and to lift up his voice for understanding. He should seek wisdom as silver and search for her as for hid treasures, with the effort of a miner digging for ore. Then he will understand the fear of the Lord and find the knowledge of God. The final reason is the best: for the Lord giveth wisdom, and out of His mouth cometh knowledge and understanding.",
        prayerPoints: [
          "Lord, I cry after knowledge and lift up my voice for understanding; give me Your wisdom.",
          "Father, give wisdom and a love for Your word to the students and young people I know.",
          "God, let Your mouth give me knowledge and understanding as I search the Scriptures this week.",
        ],
      },
      {
        theme: "Redeeming the Time",
        reference: "Ephesians 5:15-17",
        reflection:
          "Paul urges believers to walk circumspectly, looking carefully where they step, not as fools but as wise. We are to redeem the time, buying back each opportunity, because the days are evil. Wisdom is not only knowing facts but understanding what the will of the Lord is. Ask Him today how to spend the hours He has given you.",
        prayerPoints: [
          "Lord, teach me to walk circumspectly today and to redeem the time You give me.",
          "Father, help me to understand what Your will is in the choices before me.",
          "God, keep Your people from wasting their days on what does not matter, and show us what does.",
        ],
      },
      {
        theme: "All the Treasures of Wisdom",
        reference: "Colossians 2:2-3",
        reflection:
          "Paul longed for the believers at Colossae to be comforted and knit together in love. He wanted them to reach the full assurance of understanding and to know the mystery of God, which is Christ. In Him are hid all the treasures of wisdom and knowledge. When we seek wisdom, we are finally seeking a Person, and He is generous to all who come to Him.",
        prayerPoints: [
          "Lord Jesus, in You are hid all the treasures of wisdom and knowledge; I seek them in You.",
          "Father, comfort the hearts of my church family and knit us together in love.",
          "God, give full assurance of understanding to believers who are troubled by doubt.",
        ],
      },
    ],
  },
];
