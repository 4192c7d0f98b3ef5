import type { DailyWordWeek } from "./types";

/** Weeks 25–28: the intercessors of old, the prayers of Paul, those in authority, the nations. */
export const WEEKS_25_28: readonly DailyWordWeek[] = [
  {
    theme: "Intercessors of Old",
    days: [
      {
        theme: "Shall Not the Judge of All the Earth Do Right?",
        reference: "Genesis 18:23-25",
        reflection:
          "When the Lord revealed His plans for Sodom, Abraham drew near and began to plead for the city where his nephew lived. He appealed to God's own character: “Shall not the Judge of all the earth do right?” He bargained from fifty righteous down to ten, and God never once rebuked him for asking. Intercession is drawing near to God and appealing to who He is on behalf of people who cannot plead for themselves.",
        prayerPoints: [
          "Lord, I draw near to You as Abraham did, and I plead for the cities and people that stand under judgement.",
          "Judge of all the earth, I appeal to Your justice and Your mercy for my city, for the sake of the righteous who live there.",
          "Father, give me Abraham's boldness and humility, to keep asking and not to stop too soon.",
        ],
      },
      {
        theme: "I Have Poured Out My Soul",
        reference: "1 Samuel 1:15",
        reflection:
          "Hannah prayed so intensely in the temple that Eli the priest thought she was drunk. She answered him gently: she was a woman of a sorrowful spirit who had poured out her soul before the Lord. Her prayer had no polished words, only years of longing and grief laid bare before God. God heard her, and from her tears came Samuel, a prophet for the whole nation.",
        prayerPoints: [
          "Lord, I pour out my soul before You today, with every longing and grief I have carried in silence.",
          "Father, hear the prayers of women who are longing for children, and comfort those whose hopes have not been fulfilled.",
          "God of Hannah, bring forth from the hidden tears of Your people a harvest that blesses the whole nation.",
        ],
      },
      {
        theme: "God Forbid That I Should Cease",
        reference: "1 Samuel 12:23",
        reflection:
          "The people had rejected Samuel's leadership and demanded a king, and they had grieved him deeply. Yet when they asked him to keep praying for them, Samuel answered that he would consider it a sin against the Lord to stop. He would also keep teaching them the good and the right way. Faithful intercessors keep praying for people even when those people have disappointed or rejected them.",
        prayerPoints: [
          "Lord, God forbid that I should sin against You in ceasing to pray for those You have given me.",
          "Father, help me to keep praying for people who have rejected or hurt me, without bitterness.",
          "God, raise up leaders like Samuel who pray for their people and teach them the good and the right way.",
        ],
      },
      {
        theme: "A Man Subject to Like Passions",
        reference: "James 5:17-18",
        reflection:
          "James chose Elijah as his example of powerful prayer, but he is careful to say that Elijah was a man subject to like passions as we are. He was not a superhuman saint; he knew fear, exhaustion and despair. Yet he prayed earnestly, and the heavens were shut; he prayed again, and the heaven gave rain. The same God hears ordinary people who pray earnestly today.",
        prayerPoints: [
          "Lord, thank You that Elijah was a man like me, and that You hear ordinary people who pray earnestly.",
          "Father, I pray earnestly for rain on the dry places of my nation, spiritually and physically.",
          "God of Elijah, let the earth bring forth her fruit where drought, famine and hunger have ruled.",
        ],
      },
      {
        theme: "As He Did Aforetime",
        reference: "Daniel 6:10",
        reflection:
          "Daniel knew the king had signed a decree against prayer, and he knew the penalty was the lions' den. Yet he went home, opened his windows toward Jerusalem, kneeled three times a day and prayed and gave thanks, as he did aforetime. His courage in crisis grew out of a habit he had kept for years. The prayer life we build in ordinary days will hold us in the day of testing.",
        prayerPoints: [
          "Lord, build in me a steady habit of prayer that will hold firm when testing comes.",
          "Father, strengthen believers who must pray in secret because their governments forbid it.",
          "God of Daniel, give Your people the courage to keep praying and giving thanks whatever the decree.",
        ],
      },
      {
        theme: "I Sat Down and Wept",
        reference: "Nehemiah 1:4",
        reflection:
          "Nehemiah was comfortable in the Persian palace when he heard that Jerusalem's walls were broken down and its people in great affliction. He sat down and wept, and mourned certain days, and fasted and prayed before the God of heaven. His grief came before his plans, and his prayer came before his request to the king. Great rebuilding work begins with someone who lets the brokenness of God's people break their heart.",
        prayerPoints: [
          "Lord, let the broken walls of my city and my church move me to weep, fast and pray before You.",
          "God of heaven, give favour to those who are rebuilding broken communities, as You gave favour to Nehemiah.",
          "Father, raise up comfortable believers to care deeply about the afflicted, and to act after they have prayed.",
        ],
      },
      {
        theme: "Always Labouring Fervently",
        reference: "Colossians 4:12",
        reflection:
          "Epaphras is mentioned only a few times in the New Testament, yet Paul gives him a remarkable testimony. He was always labouring fervently for the Colossians in prayers, that they might stand perfect and complete in all the will of God. Intercession is called labour here, real work done for others. Most of the church's hidden heroes are people like Epaphras, whose names are known mainly in heaven.",
        prayerPoints: [
          "Lord, make me like Epaphras, always labouring fervently in prayer for the people You have given me.",
          "Father, let the believers I pray for stand perfect and complete in all Your will.",
          "God, strengthen and reward the hidden intercessors in my church whose labour in prayer few people see.",
        ],
      },
    ],
  },
  {
    theme: "Praying the Prayers of Paul",
    days: [
      {
        theme: "The Spirit of Wisdom and Revelation",
        reference: "Ephesians 1:17-18",
        reflection:
          "Paul's prayers for the churches are surprising: he rarely prays for comfort or circumstances first, but for revelation. He asks that God would give them the spirit of wisdom and revelation in the knowledge of Him. He prays that the eyes of their understanding would be enlightened to know the hope of His calling and the riches of His inheritance in the saints. Pray this for someone you love today, and for yourself.",
        prayerPoints: [
          "Father of glory, give me the spirit of wisdom and revelation in the knowledge of You.",
          "Lord, enlighten the eyes of understanding of the believers in my church, so that they know the hope of Your calling.",
          "God, show Your people the riches of the glory of Your inheritance in the saints.",
        ],
      },
      {
        theme: "Strengthened with Might in the Inner Man",
        reference: "Ephesians 3:16-17",
        reflection:
          "Paul bowed his knees before the Father and asked for strength, but not the kind the world admires. He prayed that the Ephesians would be strengthened with might by His Spirit in the inner man. The goal was that Christ would dwell in their hearts by faith and that they would be rooted and grounded in love. Inner strength is the foundation of outward faithfulness.",
        prayerPoints: [
          "Father, according to the riches of Your glory, strengthen me with might by Your Spirit in the inner man.",
          "Lord Jesus, dwell in my heart by faith, and root and ground me in love.",
          "God, strengthen the inner life of pastors and leaders who are outwardly busy but inwardly weary.",
        ],
      },
      {
        theme: "To Know the Love of Christ",
        reference: "Ephesians 3:18-19",
        reflection:
          "Paul prays that believers may comprehend with all saints the breadth, length, depth and height of Christ's love. Then he admits that this love passeth knowledge, because it is too great to be fully measured. We learn it together, with all saints, not alone. The goal is that we might be filled with all the fulness of God.",
        prayerPoints: [
          "Lord, help me to comprehend the breadth, length, depth and height of the love of Christ.",
          "Father, fill me with all the fulness of God, beyond what my knowledge can contain.",
          "Jesus, let the believers I pray for know Your love in their own experience, not only as teaching.",
        ],
      },
      {
        theme: "Exceeding Abundantly",
        reference: "Ephesians 3:20-21",
        reflection:
          "Paul ends his prayer with a doxology that stretches our expectations. God is able to do exceeding abundantly above all that we ask or think. That means beyond our largest prayers and beyond our wildest imaginations, according to the power that worketh in us. Whatever you have asked, He is able to do more, and the glory belongs to Him in the church for ever.",
        prayerPoints: [
          "Lord, I praise You that You are able to do exceeding abundantly above all that I ask or think.",
          "Father, do more than I have imagined in the lives of those I pray for, according to Your power at work in us.",
          "God, receive glory in the church by Christ Jesus throughout all ages, world without end.",
        ],
      },
      {
        theme: "That Your Love May Abound",
        reference: "Philippians 1:9-10",
        reflection:
          "Paul prays for the Philippians' love to abound yet more and more, but not as mere feeling. He wants it to abound in knowledge and in all judgment, able to approve things that are excellent. Love without discernment can be naive; discernment without love can be harsh. Paul's goal is that they would be sincere and without offence till the day of Christ. Pray today for love that is both warm and wise.",
        prayerPoints: [
          "Lord, let my love abound yet more and more in knowledge and in all judgment.",
          "Father, help me to approve things that are excellent, and keep me sincere and without offence until the day of Christ.",
          "God, give my church a love that is both warm and wise, generous and discerning.",
        ],
      },
      {
        theme: "Filled with the Knowledge of His Will",
        reference: "Colossians 1:9-10",
        reflection:
          "From the day Paul heard of the Colossians' faith, he did not cease to pray for them. He asked that they might be filled with the knowledge of God's will in all wisdom and spiritual understanding. Knowledge was not the end goal; he wanted them to walk worthy of the Lord, fruitful in every good work. Pray for people to know God's will, and then to live it.",
        prayerPoints: [
          "Lord, fill me with the knowledge of Your will in all wisdom and spiritual understanding.",
          "Father, help the believers I pray for to walk worthy of You, being fruitful in every good work.",
          "God, let Your people increase in the knowledge of You, and not only in knowledge about You.",
        ],
      },
      {
        theme: "The God of Hope",
        reference: "Romans 15:13",
        reflection:
          "Paul gives God a beautiful title here: the God of hope. He prays that God would fill believers with all joy and peace in believing. The result is overflow: that they may abound in hope, through the power of the Holy Ghost. Hope is not something we generate by positive thinking; it is something God fills us with as we trust Him. Those who pray for others need this overflow, because hope is contagious.",
        prayerPoints: [
          "God of hope, fill me with all joy and peace in believing today.",
          "Holy Spirit, make me abound in hope through Your power, so that my hope overflows to others.",
          "Father, fill the hopeless people I pray for with joy and peace as they come to believe in You.",
        ],
      },
    ],
  },
  {
    theme: "For Kings and All in Authority",
    days: [
      {
        theme: "First of All",
        reference: "1 Timothy 2:1-2",
        reflection:
          "Paul tells Timothy that first of all, supplications, prayers, intercessions and giving of thanks should be made for all men. He singles out kings and all that are in authority, and in his day those rulers were pagan and sometimes hostile. The aim is a quiet and peaceable life in all godliness and honesty. Praying for leaders is not optional for the church; it is a first priority.",
        prayerPoints: [
          "Lord, I pray for the leaders of my nation today: give them wisdom, integrity and a fear of You.",
          "Father, I give thanks for those in authority, even those I disagree with, and I ask You to guide them.",
          "God, grant us a quiet and peaceable life in all godliness and honesty, so that the gospel may spread freely.",
        ],
      },
      {
        theme: "Who Will Have All Men to Be Saved",
        reference: "1 Timothy 2:3-4",
        reflection:
          "Paul explains why we pray for rulers and for all men: it is good and acceptable in the sight of God our Saviour. God will have all men to be saved and to come unto the knowledge of the truth. That includes presidents, prime ministers, judges and local officials. Pray today not only for leaders' decisions but for their salvation.",
        prayerPoints: [
          "God our Saviour, I pray for the salvation of the leaders of my nation and my city.",
          "Father, let those in authority come to the knowledge of the truth in Jesus Christ.",
          "Lord, send believers into places of influence who can share the gospel with those who lead.",
        ],
      },
      {
        theme: "The King's Heart Is in the Hand of the Lord",
        reference: "Proverbs 21:1",
        reflection:
          "Solomon, himself a king, knew that no ruler is beyond God's reach. The king's heart is in the hand of the Lord, as the rivers of water; He turneth it whithersoever He will. Just as farmers direct channels of water to their fields, God can turn the hearts of the powerful. No ruler is too hard for God to redirect, and no policy is beyond His reach. That is why our prayers for those in power are never wasted.",
        prayerPoints: [
          "Lord, thank You that the king's heart is in Your hand, and that You can turn it wherever You will.",
          "Father, turn the hearts of leaders who are set on harmful policies, and direct them toward justice and mercy.",
          "God, I pray for the leaders of nations at war: turn their hearts toward peace.",
        ],
      },
      {
        theme: "He Removeth Kings, and Setteth Up Kings",
        reference: "Daniel 2:20-21",
        reflection:
          "When God revealed Nebuchadnezzar's dream to Daniel, Daniel's first response was worship. He blessed the God who changes the times and the seasons, who removeth kings, and setteth up kings. Daniel lived under powerful empires, yet he knew who was really in charge. Elections, coups and changes of government never take God by surprise.",
        prayerPoints: [
          "Blessed be Your name, O God, for ever and ever; wisdom and might are Yours.",
          "Lord, You change the times and the seasons; I commit the coming elections and transitions of power in my nation to You.",
          "Father, give wisdom to the wise and knowledge to those who know understanding among our leaders.",
        ],
      },
      {
        theme: "The Powers That Be",
        reference: "Romans 13:1",
        reflection:
          "Paul wrote to Christians in Rome under an emperor who would later persecute them. He told them that there is no power but of God, and that the powers that be are ordained of God. This does not mean every ruler acts rightly, but that all authority is accountable to God. Prayer for rulers recognises that they answer to a higher throne.",
        prayerPoints: [
          "Lord, help me to honour the authorities You have placed over me, and to pray for them faithfully.",
          "Father, remind those in power that their authority comes from You and that they will answer to You.",
          "God, where rulers abuse their power, restrain them and protect the vulnerable.",
        ],
      },
      {
        theme: "When the Righteous Are in Authority",
        reference: "Proverbs 29:2",
        reflection:
          "Solomon observed how leadership shapes the mood of a nation. When the righteous are in authority, the people rejoice; when the wicked beareth rule, the people mourn. The character of leaders affects families, workplaces and streets. Pray today for righteous people to rise into places of authority, and for those already there to stay faithful under pressure.",
        prayerPoints: [
          "Lord, raise up righteous men and women into positions of authority in my nation.",
          "Father, comfort the people who mourn under corrupt and wicked rulers, and bring them relief.",
          "God, give believers in public service integrity and courage to govern in righteousness.",
        ],
      },
      {
        theme: "An Understanding Heart",
        reference: "1 Kings 3:9",
        reflection:
          "When God offered Solomon anything he wished, the young king asked for an understanding heart to judge the people and discern between good and bad. He knew he was not able to lead so great a people in his own wisdom. God was pleased with the request and gave him far more. Pray this prayer today for the leaders of your land.",
        prayerPoints: [
          "Lord, give the leaders of my nation an understanding heart to discern between good and bad.",
          "Father, humble our leaders so that they know they need Your wisdom to govern.",
          "God, give me an understanding heart in the responsibilities You have entrusted to me.",
        ],
      },
    ],
  },
  {
    theme: "To the Ends of the Earth",
    days: [
      {
        theme: "Ask of Me",
        reference: "Psalm 2:8",
        reflection:
          "Psalm 2 describes the nations raging against the Lord and His anointed, and God laughing at their plots. Then the Father speaks to His Son: “Ask of me, and I shall give thee the heathen for thine inheritance.” The nations belong to Christ by the Father's promise. When we pray for the nations, we ask in agreement with the Father's gift to His Son.",
        prayerPoints: [
          "Father, I ask You to give the nations to Your Son for His inheritance, and the uttermost parts of the earth for His possession.",
          "Lord Jesus, claim the unreached peoples of the earth as Your inheritance, and draw them to Yourself.",
          "God, where nations rage against You, let Your anointed King reign in mercy and truth.",
        ],
      },
      {
        theme: "Go Ye Therefore",
        reference: "Matthew 28:19-20",
        reflection:
          "Jesus sent His small band of followers to teach all nations, baptizing and discipling them. It seemed an impossible task for a handful of fishermen and tax collectors. But He attached a promise: “lo, I am with you alway, even unto the end of the world.” The mission is great, but the Presence is greater. Every believer who shares the gospel today does it with Jesus at their side.",
        prayerPoints: [
          "Lord Jesus, thank You that You are with us always, even unto the end of the world.",
          "Father, make disciples of all nations through Your church, and send us out in obedience.",
          "God, strengthen missionaries, church planters and Bible translators who are teaching the nations today.",
        ],
      },
      {
        theme: "Let All the People Praise Thee",
        reference: "Psalm 67:1-3",
        reflection:
          "This psalm echoes the priestly blessing, asking God to be merciful and bless us and cause His face to shine upon us. But the purpose of the blessing is not selfish: that thy way may be known upon earth, thy saving health among all nations. The psalmist longs for all the people to praise God. Every blessing we receive is meant to flow outward to the nations.",
        prayerPoints: [
          "God, be merciful to us and bless us, and cause Your face to shine upon us, so that Your way may be known upon earth.",
          "Lord, let Your saving health be known among all nations, including the peoples who have never heard the name of Jesus.",
          "Father, let all the peoples praise You, in every language and every land.",
        ],
      },
      {
        theme: "How Shall They Hear?",
        reference: "Romans 10:14-15",
        reflection:
          "Paul asks a chain of questions: how shall they call on Him in whom they have not believed, and how shall they believe in Him of whom they have not heard? And how shall they hear without a preacher, and how shall they preach except they be sent? Then he quotes Isaiah: how beautiful are the feet of them that preach the gospel of peace. Someone must go, and someone must send, and both begin in prayer.",
        prayerPoints: [
          "Lord, send preachers to those who have never heard of You, so that they may believe and call on Your name.",
          "Father, show me my part in sending, whether by going, giving or praying.",
          "God, bless the beautiful feet of those who carry the gospel of peace into hard places.",
        ],
      },
      {
        theme: "As the Waters Cover the Sea",
        reference: "Habakkuk 2:14",
        reflection:
          "Habakkuk lived in a time of violence and injustice, and God showed him a vision beyond his troubled days. The earth shall be filled with the knowledge of the glory of the Lord, as the waters cover the sea. No corner of the earth will be untouched. God answered Habakkuk's complaint not by explaining everything but by lifting his eyes to the end of the story. Pray today with that ocean-wide vision in your heart.",
        prayerPoints: [
          "Lord, fill the earth with the knowledge of Your glory, as the waters cover the sea.",
          "Father, let Your glory be known in the places that seem darkest and most resistant today.",
          "God, let my prayers be shaped by Your vision for the whole earth, and not only by my own concerns.",
        ],
      },
      {
        theme: "Every Nation, Kindred, People and Tongue",
        reference: "Revelation 7:9-10",
        reflection:
          "John saw a great multitude which no man could number, of all nations, kindreds, people and tongues. They stood before the throne clothed in white robes, with palms in their hands, crying that salvation belongs to God and to the Lamb. This is the end of the story and the goal of all mission. Every prayer for the nations is a prayer toward this scene.",
        prayerPoints: [
          "Lord, I long for the day when every nation, kindred, people and tongue stands before Your throne.",
          "Father, gather worshippers from the unreached peoples so that they too cry, Salvation to our God.",
          "Lamb of God, let the diversity of Your church on earth reflect the great multitude in heaven.",
        ],
      },
      {
        theme: "For a Witness unto All Nations",
        reference: "Matthew 24:14",
        reflection:
          "When the disciples asked about the end of the age, Jesus described wars, famines and persecution. But He also made a promise: this gospel of the kingdom shall be preached in all the world for a witness unto all nations. Then shall the end come. The great hope of history is tied to the spread of the gospel, and every prayer for the nations moves toward that day.",
        prayerPoints: [
          "Lord, let this gospel of the kingdom be preached in all the world for a witness unto all nations.",
          "Father, open doors for the gospel in nations where it is restricted or forbidden.",
          "Jesus, hasten Your coming as Your church completes the task You have given us.",
        ],
      },
    ],
  },
];
