import type { DailyWordWeek } from "./types";

/** Weeks 49–52: Advent (the promised King, joy, Emmanuel) and Christmas. */
export const WEEKS_49_52: readonly DailyWordWeek[] = [
  {
    theme: "Advent: The Promised King",
    days: [
      {
        theme: "A Rod out of the Stem of Jesse",
        reference: "Isaiah 11:1-2",
        reflection:
          "By Isaiah's time the royal line of David looked like a tree cut down to a stump. Yet God promised that a rod would come forth out of the stem of Jesse, and a Branch would grow out of his roots. The Spirit of the Lord would rest upon Him: the spirit of wisdom and understanding, counsel and might, knowledge and the fear of the Lord. When hope looks like a dead stump, God is able to bring forth new life.",
        prayerPoints: [
          "Lord Jesus, Branch from the root of Jesse, thank You that You came when David's line looked like a dead stump.",
          "Spirit of the Lord, rest on me with wisdom, understanding, counsel and might this Advent.",
          "Father, bring new shoots of hope out of the cut-down places in the lives of those I pray for.",
        ],
      },
      {
        theme: "The Lord Our Righteousness",
        reference: "Jeremiah 23:5-6",
        reflection:
          "Jeremiah lived under corrupt kings who scattered God's flock instead of shepherding it. God promised to raise unto David a righteous Branch, a King who would reign and prosper and execute judgment and justice in the earth. His name would be THE LORD OUR RIGHTEOUSNESS. What no earthly ruler could provide, the coming King would be.",
        prayerPoints: [
          "Lord Jesus, You are the Lord our Righteousness; I trust in Your righteousness and not my own.",
          "King of justice, execute judgment and justice in the earth where human rulers have failed.",
          "Father, let nations ruled by corrupt leaders long for the righteous King and find Him.",
        ],
      },
      {
        theme: "Thou, Bethlehem",
        reference: "Micah 5:2",
        reflection:
          "Micah named the birthplace of the coming Ruler: Bethlehem Ephratah, little among the thousands of Judah. From this small town would come one whose goings forth have been from of old, from everlasting. God chose an insignificant place for the entrance of the eternal King. He still delights to do great things through little places and little people.",
        prayerPoints: [
          "Lord, thank You that You chose little Bethlehem; use my small life and my small church for Your great purposes.",
          "Everlasting King, I worship You, whose goings forth have been from of old, from everlasting.",
          "Father, bless the people of Bethlehem and the Christians of the Holy Land this Advent season.",
        ],
      },
      {
        theme: "A Virgin Shall Conceive",
        reference: "Isaiah 7:14",
        reflection:
          "King Ahaz was terrified of invading armies and refused to ask God for a sign. God gave one anyway: a virgin shall conceive, and bear a son, and shall call His name Immanuel. The sign pointed beyond that crisis to the greatest miracle of all, God born as a child. When we are too afraid to ask, God is still giving signs of His presence.",
        prayerPoints: [
          "Lord, thank You for the sign of Immanuel, God with us, given even to a fearful and faithless king.",
          "Father, give signs of Your presence to those who are too afraid to ask You for anything.",
          "God, let the miracle of the incarnation fill me with fresh wonder this Advent.",
        ],
      },
      {
        theme: "Of His Kingdom There Shall Be No End",
        reference: "Luke 1:32-33",
        reflection:
          "The angel Gabriel told Mary that her son would be great and would be called the Son of the Highest. The Lord God would give unto Him the throne of His father David. He shall reign over the house of Jacob for ever, and of His kingdom there shall be no end. Every earthly kingdom will pass, but the kingdom of the child in the manger is eternal.",
        prayerPoints: [
          "Lord Jesus, Son of the Highest, I bow before You as the King whose kingdom has no end.",
          "Father, let the reign of Your Son extend into every home, street and nation.",
          "King Jesus, comfort those who fear for the future of their nation with the certainty of Your eternal kingdom.",
        ],
      },
      {
        theme: "The Increase of His Government",
        reference: "Isaiah 9:7",
        reflection:
          "Isaiah promised that of the increase of the Messiah's government and peace there shall be no end. He would sit upon the throne of David to order it and to establish it with judgment and with justice from henceforth even for ever. The final line is the guarantee: the zeal of the LORD of hosts will perform this. God's passion, not our effort, secures the kingdom.",
        prayerPoints: [
          "Lord Jesus, let Your government and peace increase in my life and my nation, without end.",
          "Father, establish justice and judgment in the earth through the reign of Your Son.",
          "Lord of hosts, thank You that Your zeal will perform what You have promised.",
        ],
      },
      {
        theme: "Be It unto Me According to Thy Word",
        reference: "Luke 1:38",
        reflection:
          "Mary was young, unmarried and about to face misunderstanding and shame. Yet her response to the angel's astonishing message was simple surrender: “Behold the handmaid of the Lord; be it unto me according to thy word.” She did not understand everything, but she trusted the One who spoke. Her yes made room for the Saviour to come into the world.",
        prayerPoints: [
          "Lord, behold Your servant; be it unto me according to Your word.",
          "Father, give young people the courage to say yes to You, even when it costs them their reputation.",
          "God, let my surrender to You make room for Christ to come into the lives of others.",
        ],
      },
    ],
  },
  {
    theme: "Advent: Good Tidings of Great Joy",
    days: [
      {
        theme: "My Soul Doth Magnify the Lord",
        reference: "Luke 1:46-48",
        reflection:
          "Mary visited her cousin Elisabeth and burst into song. “My soul doth magnify the Lord, and my spirit hath rejoiced in God my Saviour.” She marvelled that God had regarded the low estate of His handmaiden, and that all generations would call her blessed. Joy in Advent begins with wonder that God looks upon the lowly and chooses to work through them.",
        prayerPoints: [
          "My soul magnifies You, Lord, and my spirit rejoices in God my Saviour.",
          "Father, thank You that You regard the low estate of Your servants, and that You have looked upon me.",
          "God, fill the lowly and forgotten with joy this Advent as they discover that You see them.",
        ],
      },
      {
        theme: "He Hath Filled the Hungry",
        reference: "Luke 1:51-53",
        reflection:
          "Mary's song is not only tender but revolutionary. God hath shewed strength with His arm, scattered the proud, put down the mighty from their seats and exalted them of low degree. He hath filled the hungry with good things, and the rich He hath sent empty away. The coming of Christ turns the world's order upside down, and those who pray for the poor are praying in tune with Mary's song.",
        prayerPoints: [
          "Lord, scatter the proud in the imagination of their hearts, and exalt those of low degree.",
          "Father, fill the hungry with good things this Christmas, through Your provision and Your people's generosity.",
          "God, keep me from pride and self-sufficiency, so that I am not sent away empty.",
        ],
      },
      {
        theme: "Blessed Is She That Believed",
        reference: "Luke 1:44-45",
        reflection:
          "When Mary greeted Elisabeth, the babe in Elisabeth's womb leaped for joy. Elisabeth, filled with the Holy Ghost, declared, “blessed is she that believed.” There would be a performance of those things which were told her from the Lord. Elisabeth herself had waited a lifetime, and now she could rejoice with another woman who had trusted God. Joy comes to those who believe that God will do what He has said.",
        prayerPoints: [
          "Lord, I believe that there will be a performance of the things You have told me.",
          "Father, let unborn children and their mothers be blessed and protected this season.",
          "Holy Spirit, fill Your people with joy as they believe Your promises.",
        ],
      },
      {
        theme: "The Dayspring from on High",
        reference: "Luke 1:78-79",
        reflection:
          "Zacharias had been silent for months because of his unbelief, but when his son was born he sang a prophecy. Through the tender mercy of our God, the dayspring from on high hath visited us. The rising sun would give light to them that sit in darkness and in the shadow of death. He would guide our feet into the way of peace.",
        prayerPoints: [
          "Lord, thank You for Your tender mercy, by which the dayspring from on high has visited us.",
          "Jesus, give light to those who sit in darkness and in the shadow of death this Christmas.",
          "Father, guide our feet into the way of peace, in my family and among the nations.",
        ],
      },
      {
        theme: "Thy Prayer Is Heard",
        reference: "Luke 1:13",
        reflection:
          "Zacharias and Elisabeth had prayed for a child for many years, and by now they were both old. While Zacharias served in the temple, the angel said, “Fear not, Zacharias: for thy prayer is heard.” The answer came long after they had likely stopped expecting it. God had not forgotten a single one of their prayers, and the answer was greater than they had asked: a son who would prepare the way of the Lord.",
        prayerPoints: [
          "Lord, thank You that my prayers are heard, even those I prayed long ago and have almost stopped praying.",
          "Father, answer the long-standing prayers of elderly saints who have waited faithfully.",
          "God, let intercessors who are tired of waiting hear You say, Fear not: your prayer is heard.",
        ],
      },
      {
        theme: "Your God Will Come",
        reference: "Isaiah 35:3-4",
        reflection:
          "Isaiah tells God's people to strengthen ye the weak hands, and confirm the feeble knees. He tells them to say to them that are of a fearful heart, “Be strong, fear not: behold, your God will come.” He will come and save you. Advent joy is not pretending that all is well; it is the joy of people who know that God is on His way.",
        prayerPoints: [
          "Lord, strengthen my weak hands and confirm my feeble knees as I wait for You.",
          "Father, let me say to someone fearful today, Be strong, fear not: your God will come.",
          "God, come and save those who are oppressed and fearful this Christmas.",
        ],
      },
      {
        theme: "The Lord Is at Hand",
        reference: "Philippians 4:4-5",
        reflection:
          "Paul commands joy from a prison cell: “Rejoice in the Lord alway: and again I say, Rejoice.” He calls for moderation, a gentle and reasonable spirit, to be known unto all men. The reason is simple: the Lord is at hand. Circumstances may be hard, but His nearness is the deepest ground of our joy. In this last week before Christmas, rejoice that He has come and that He is near.",
        prayerPoints: [
          "Lord, I rejoice in You always, and again I say, rejoice, because You are near to me today.",
          "Father, let my gentleness be known to all people, because You are near.",
          "God, give joy to believers in prison, in hospital and in grief this Advent, because the Lord is at hand.",
        ],
      },
    ],
  },
  {
    theme: "Advent: Emmanuel, God with Us",
    days: [
      {
        theme: "God with Us",
        reference: "Matthew 1:22-23",
        reflection:
          "Matthew tells us that all this was done that it might be fulfilled which was spoken by the prophet. A virgin would bear a son, and they shall call His name Emmanuel, which being interpreted is, God with us. This is the heart of Christmas: not merely that God sent help, but that God came Himself. Whatever you face this week, you do not face it alone.",
        prayerPoints: [
          "Emmanuel, thank You that You are God with us, and that I do not face anything alone.",
          "Lord, let the lonely, the isolated and the grieving know that You are with them this Christmas.",
          "Father, let Your church be a sign of Emmanuel by being present with those who suffer.",
        ],
      },
      {
        theme: "He Shall Save His People",
        reference: "Matthew 1:21",
        reflection:
          "The angel told Joseph what to name the child: thou shalt call His name JESUS. The name means the Lord saves, and the angel explained why: for He shall save His people from their sins. Jesus did not come mainly to improve our circumstances but to deal with our deepest problem. Every prayer for salvation is a prayer for Jesus to be what His name says.",
        prayerPoints: [
          "Lord Jesus, thank You that You came to save Your people from their sins, and that You saved me.",
          "Jesus, be true to Your name in the lives of my unsaved family and friends this Christmas.",
          "Father, let the name of Jesus be proclaimed clearly in Christmas services around the world.",
        ],
      },
      {
        theme: "Fear Not to Take unto Thee Mary",
        reference: "Matthew 1:19-20",
        reflection:
          "Joseph was a just man, and when he learned that Mary was with child, he planned to put her away privily rather than shame her publicly. While he thought on these things, the angel of the Lord appeared to him in a dream. “Fear not,” the angel said, for that which is conceived in her is of the Holy Ghost. Joseph's quiet obedience protected the Saviour and His mother.",
        prayerPoints: [
          "Lord, give me Joseph's quiet obedience when Your plans disrupt my own.",
          "Father, strengthen fathers and husbands to protect and honour their families.",
          "God, speak clearly to those who are weighing difficult decisions in secret this week.",
        ],
      },
      {
        theme: "He Humbled Himself",
        reference: "Philippians 2:6-8",
        reflection:
          "Christ Jesus, being in the form of God, thought it not robbery to be equal with God. Yet He made Himself of no reputation and took upon Him the form of a servant. He was made in the likeness of men and humbled Himself unto death, even the death of the cross. The manger and the cross are two ends of the same descent of love.",
        prayerPoints: [
          "Lord Jesus, I worship You, who made Yourself of no reputation and took the form of a servant for me.",
          "Father, let the mind of Christ be in me, humble and ready to serve.",
          "Jesus, let Your humility heal the pride and rivalry in Your church.",
        ],
      },
      {
        theme: "When the Fulness of the Time Was Come",
        reference: "Galatians 4:4-5",
        reflection:
          "God's timing for the incarnation was not random. When the fulness of the time was come, God sent forth His Son, made of a woman, made under the law. He came to redeem them that were under the law, that we might receive the adoption of sons. Centuries of prophecy, empire and waiting all converged on a stable in Bethlehem. God is never late, and He is never early, even when His timing tests our patience.",
        prayerPoints: [
          "Father, thank You that in the fulness of time You sent forth Your Son to redeem me.",
          "Lord, help me to trust Your timing in the things I am still waiting for.",
          "God, bring many into the adoption of sons and daughters this Christmas.",
        ],
      },
      {
        theme: "He Will Rejoice over Thee with Singing",
        reference: "Zephaniah 3:17",
        reflection:
          "Zephaniah's prophecy ends with an astonishing picture of God. The LORD thy God in the midst of thee is mighty; He will save. He will rejoice over thee with joy, He will rest in His love, He will joy over thee with singing. Many people imagine God tolerating them at best, but Zephaniah hears Him singing. Emmanuel means not only that God is with us, but that He delights to be.",
        prayerPoints: [
          "Lord, thank You that You are in the midst of me, mighty to save, and that You rejoice over me with singing.",
          "Father, let those who feel unloved and unwanted know that You rest in Your love over them.",
          "God, let my church be a place where people experience Your delight in them.",
        ],
      },
      {
        theme: "Waiting for the Consolation of Israel",
        reference: "Luke 2:25-26",
        reflection:
          "Simeon was a just and devout man, waiting for the consolation of Israel, and the Holy Ghost was upon him. It was revealed to him that he should not see death before he had seen the Lord's Christ. He waited many years, and his waiting was rewarded when he held the baby Jesus in his arms. Advent waiting is never in vain.",
        prayerPoints: [
          "Lord, make me just and devout like Simeon, waiting for Your consolation.",
          "Holy Spirit, rest upon the elderly saints who have waited long for Your promises.",
          "Father, let all who wait for You this Advent see Your salvation.",
        ],
      },
    ],
  },
  {
    theme: "Christmas: The Word Made Flesh",
    days: [
      {
        theme: "Unto Us a Child Is Born",
        reference: "Isaiah 9:6",
        reflection:
          "Seven centuries before Bethlehem, Isaiah announced that unto us a child is born, unto us a son is given. The government would be upon His shoulder, and His names would be Wonderful, Counsellor, The mighty God, The everlasting Father, The Prince of Peace. Each name is a gift for a different need. Whatever you need this Christmas, He is it.",
        prayerPoints: [
          "Wonderful Counsellor, guide me; mighty God, strengthen me; everlasting Father, hold me; Prince of Peace, calm me.",
          "Lord Jesus, let the government of my life and my nation rest upon Your shoulder.",
          "Father, give Your Son to those who have never received Him, as the greatest gift of this Christmas.",
        ],
      },
      {
        theme: "No Room for Them in the Inn",
        reference: "Luke 2:6-7",
        reflection:
          "The days were accomplished that Mary should be delivered, and she brought forth her firstborn son. She wrapped Him in swaddling clothes and laid Him in a manger, because there was no room for them in the inn. The King of kings entered the world among animals, on the margins. He still comes to those who have no room and makes room for them.",
        prayerPoints: [
          "Lord Jesus, I make room for You in my heart and my home this Christmas.",
          "Father, care for the homeless, the refugees and all who have no room this Christmas.",
          "God, let my church make room for those who feel pushed to the margins.",
        ],
      },
      {
        theme: "Good Tidings of Great Joy",
        reference: "Luke 2:10-11",
        reflection:
          "The first announcement of Christ's birth went to shepherds keeping watch over their flocks by night. The angel said, “Fear not: for, behold, I bring you good tidings of great joy, which shall be to all people.” Unto you is born this day in the city of David a Saviour, which is Christ the Lord. The good news came first to night-watchers, and it is still for all people.",
        prayerPoints: [
          "Lord, thank You for the good tidings of great joy: unto us is born a Saviour, Christ the Lord.",
          "Father, let this good news reach all people this Christmas, especially those keeping watch through the night.",
          "God, bless night-shift workers, watchmen and carers who are awake while others celebrate.",
        ],
      },
      {
        theme: "Glory to God in the Highest",
        reference: "Luke 2:13-14",
        reflection:
          "Suddenly there was with the angel a multitude of the heavenly host praising God. They sang, “Glory to God in the highest, and on earth peace, good will toward men.” Heaven could not keep silent at the birth of the Son. The peace they announced was not the absence of trouble but God's favour resting on people through the Child who was born. Join the angels today: glory to God, and peace on earth.",
        prayerPoints: [
          "Glory to You, God, in the highest, and on earth peace, good will toward men.",
          "Prince of Peace, bring peace on earth this Christmas to nations torn by war.",
          "Lord, let my worship today join the song of the heavenly host.",
        ],
      },
      {
        theme: "The Word Was Made Flesh",
        reference: "John 1:14",
        reflection:
          "John does not begin with shepherds and a manger but with eternity. The Word who was with God and was God was made flesh, and dwelt among us. John says, “we beheld his glory, the glory as of the only begotten of the Father, full of grace and truth.” God did not send a message from a distance; He pitched His tent among us.",
        prayerPoints: [
          "Lord Jesus, eternal Word, thank You that You became flesh and dwelt among us.",
          "Father, let me behold the glory of Your Son, full of grace and truth.",
          "God, let the grace and truth of Christ be seen in Your people who live among their neighbours.",
        ],
      },
      {
        theme: "Mary Kept All These Things",
        reference: "Luke 2:19-20",
        reflection:
          "After the shepherds left, Mary kept all these things, and pondered them in her heart. The shepherds returned, glorifying and praising God for all the things they had heard and seen. Two responses to Christmas stand side by side: quiet pondering and joyful proclamation. Both are needed as the year draws to a close: time to treasure what God has done, and voices to tell it.",
        prayerPoints: [
          "Lord, as this year ends, help me to ponder in my heart all You have done.",
          "Father, send me out like the shepherds, glorifying and praising You for what I have seen and heard.",
          "God, give quiet reflection to those who are overwhelmed by the busyness of this season.",
        ],
      },
      {
        theme: "Anna Spake of Him",
        reference: "Luke 2:36-38",
        reflection:
          "Anna was a widow of great age who departed not from the temple, but served God with fastings and prayers night and day. When the infant Jesus was brought to the temple, she gave thanks to the Lord and spake of Him to all them that looked for redemption in Jerusalem. Decades of intercession were rewarded with the sight of the Saviour. She is the model of every faithful intercessor: praying, waiting, then telling.",
        prayerPoints: [
          "Lord, make me like Anna, serving You with prayers night and day, and speaking of Jesus to all who look for redemption.",
          "Father, bless the elderly intercessors of Your church, and let them see the fruit of their prayers.",
          "God, as this year closes, I give thanks for every answered prayer and commit the coming year to You.",
        ],
      },
    ],
  },
];
