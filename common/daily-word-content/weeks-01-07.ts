import type { DailyWordWeek } from "./types";

/** Weeks 1–7: the new year, the watchman's call, the Lord's Prayer, faith, hearing God, praise and fasting. */
export const WEEKS_01_07: readonly DailyWordWeek[] = [
  {
    theme: "New Beginnings: Seek Ye First",
    days: [
      {
        theme: "Seek First the Kingdom",
        reference: "Matthew 6:33",
        reflection:
          "A new year arrives crowded with plans, resolutions and worries, and Jesus gently sets them in order. He does not tell us that food, clothing and provision are unimportant; He tells us they follow when the kingdom of God and His righteousness come first. An intercessor begins the year by handing God the first place, the first hour and the first request. Whatever you carry into this year, lay it at His feet before you lay it on your calendar.",
        prayerPoints: [
          "Father, I give You the first place in this new year, and I ask that Your kingdom and Your righteousness govern every plan I make.",
          "Lord, I lay before You the needs of my household, trusting Your promise that all these things shall be added unto us.",
          "Holy Spirit, show me anything I have been seeking before You, and turn my heart back to the kingdom first.",
        ],
      },
      {
        theme: "Behold, a New Thing",
        reference: "Isaiah 43:18-19",
        reflection:
          "God tells a weary people to stop rehearsing the former things, because He is about to do something new. He speaks of a way in the wilderness and rivers in the desert, places where no road or water could be expected. Many of us pray this year over dry places: a marriage, a church, a city, a heart that has grown tired. The Lord asks, “shall ye not know it?”, inviting us to watch for the first signs of what He is already springing up.",
        prayerPoints: [
          "Lord, I release the former things into Your hands, the failures and the disappointments, and I ask for eyes to see the new thing You are doing.",
          "Father, make a way in the wilderness places of my family and my community, and let rivers flow where there has been only dryness.",
          "God of new beginnings, let Your new work spring forth in Your church this year, and let us know it and give You the glory.",
        ],
      },
      {
        theme: "Mercies New Every Morning",
        reference: "Lamentations 3:22-23",
        reflection:
          "These words were written among the ruins of Jerusalem, not on a bright morning of success. Jeremiah looked at everything that had been lost and still found that the compassions of the Lord had not failed. Each morning of this year will bring a fresh supply of mercy, enough for that day and no more, so that we keep coming back to Him. Great is His faithfulness, and the one who prays can stand on it when everything else is shaking.",
        prayerPoints: [
          "Faithful God, thank You that it is of Your mercies that we are not consumed, and that Your compassions fail not.",
          "Lord, I bring You the people I pray for who wake up among ruins today; let them find Your new mercy this morning.",
          "Father, teach me to come to You each morning for fresh grace instead of living on yesterday's strength.",
        ],
      },
      {
        theme: "Trust with All Your Heart",
        reference: "Proverbs 3:5-6",
        reflection:
          "Trusting the Lord with all our heart means refusing to keep a secret part in reserve for our own understanding. Our reasoning is a gift, but it was never meant to be the foundation we lean on. The promise is that when we acknowledge Him in all our ways, He will direct our paths, one step at a time. Begin this year by naming the decisions ahead of you and acknowledging Him in each one.",
        prayerPoints: [
          "Lord, I choose to trust You with all my heart, and I confess the places where I have been leaning on my own understanding.",
          "Father, in every decision before me this year I acknowledge You; direct my paths and make them straight.",
          "God of wisdom, guide the leaders, families and young people I carry in prayer who stand at a crossroads this season.",
        ],
      },
      {
        theme: "Pressing Toward the Mark",
        reference: "Philippians 3:13-14",
        reflection:
          "Paul had much he could have looked back on, both triumphs and regrets, yet he chose one thing: forgetting what lay behind and reaching forward. The past is not erased, but it no longer sets the direction of his life. He pressed toward the mark for the prize of the high calling of God in Christ Jesus. Prayer is often the place where we finally let go of yesterday and lean into the calling of God again.",
        prayerPoints: [
          "Lord Jesus, I lay down the things that are behind, both my successes and my failures, so that they no longer hold me back.",
          "Father, renew in me the high calling of God in Christ Jesus and give me strength to press toward the mark this year.",
          "Holy Spirit, help the believers I pray for who feel stuck in the past to reach forward with fresh hope.",
        ],
      },
      {
        theme: "Arise, Shine",
        reference: "Isaiah 60:1-3",
        reflection:
          "At the start of the year the church remembers the wise men who followed a light to the Christ child. Isaiah saw darkness covering the earth and gross darkness the people, yet the glory of the Lord rising upon His people. The nations are drawn not by our brilliance but by His light shining through ordinary, surrendered lives. Today pray that the light given to you would reach those still sitting in darkness.",
        prayerPoints: [
          "Lord, let Your glory rise upon Your people today, and let Your light shine through me in my home and workplace.",
          "Father, draw the nations and their leaders to the brightness of Your rising, as You drew the wise men to Christ.",
          "Jesus, Light of the world, shine into the darkest places of my city and bring many out of darkness into Your marvellous light.",
        ],
      },
      {
        theme: "Numbering Our Days",
        reference: "Psalm 90:12",
        reflection:
          "Moses prayed this in a psalm that faces honestly how short and fragile human life is. To number our days is not to become anxious about time but to let its shortness teach us wisdom. A year of prayer is made of single days, each one an opportunity that will not come again. Ask the Lord to show you how He wants these days spent, and give Him this week as the first fruits of the year.",
        prayerPoints: [
          "Lord, so teach me to number my days that I may apply my heart unto wisdom.",
          "Father, show me the prayer assignments You have for me this year, and help me not to waste the hours You give.",
          "Eternal God, I commit the coming weeks of this year to You; establish the work of our hands and let Your beauty be upon us.",
        ],
      },
    ],
  },
  {
    theme: "The Watchman's Call",
    days: [
      {
        theme: "Set as a Watchman",
        reference: "Ezekiel 33:7",
        reflection:
          "God did not ask Ezekiel whether he would like to be a watchman; He told him, “I have set thee a watchman.” The watchman's task was to hear the word at God's mouth and warn the people. Every intercessor carries a similar trust: to listen first to the Lord and then to stand between Him and the people in prayer. Your place on the wall is an appointment, not an accident.",
        prayerPoints: [
          "Lord, thank You for setting me as a watchman; make me faithful to hear the word at Your mouth.",
          "Father, give me courage to speak and pray what You show me, even when it is not welcome.",
          "God of the watchmen, raise up faithful intercessors in every church and every city, and let none of them sleep at their post.",
        ],
      },
      {
        theme: "Give Him No Rest",
        reference: "Isaiah 62:6-7",
        reflection:
          "God set watchmen on the walls of Jerusalem who would never hold their peace day or night. Astonishingly, He tells them to keep not silence and to give Him no rest until He establishes Jerusalem as a praise in the earth. The Lord invites persistent, even insistent prayer, because He wants to be reminded of His own promises. Take a promise He has given you and bring it back to Him again today.",
        prayerPoints: [
          "Lord, I will not keep silence concerning the people and places You have laid on my heart; I bring them before You again today.",
          "Father, establish Your church and make it a praise in the earth, a people whose lives point to You.",
          "God of Israel, I pray for the peace of Jerusalem and for the salvation of the Jewish people and all the peoples of the Middle East.",
        ],
      },
      {
        theme: "Upon the Watchtower",
        reference: "Habakkuk 2:1",
        reflection:
          "Habakkuk had poured out hard questions to God, and then he did something important: he went up to his watch and waited. He set himself to see what the Lord would say, expecting an answer and preparing to be corrected. Prayer is not only speaking but staying long enough to listen. Climb your watchtower today, quiet your heart, and wait to see what He will say.",
        prayerPoints: [
          "Lord, I take my stand upon the watch and wait to see what You will say to me.",
          "Father, I bring You the questions that trouble me about the world, and I trust You to answer in Your time and in Your way.",
          "Holy Spirit, make me quick to receive correction, ready to change my prayer when You show me Your heart.",
        ],
      },
      {
        theme: "Watch and Pray",
        reference: "Matthew 26:41",
        reflection:
          "In Gethsemane Jesus asked three of His closest friends to watch with Him, and three times He found them sleeping. He did not condemn them; He named the reason: “the spirit indeed is willing, but the flesh is weak.” Watching and praying is how weak people stay awake to God and avoid entering into temptation. Ask the Lord for grace to keep the watch He has given you, however small.",
        prayerPoints: [
          "Lord Jesus, I confess the times I have slept when You asked me to watch; strengthen my willing spirit and my weak flesh.",
          "Father, keep me and those I love from entering into temptation, and make us alert to the snares of the enemy.",
          "Jesus, give weary intercessors fresh stamina to keep their watches with You.",
        ],
      },
      {
        theme: "What of the Night?",
        reference: "Isaiah 21:11-12",
        reflection:
          "Someone calls out to the watchman, “what of the night?”, longing to know how long the darkness will last. The watchman's answer holds two truths together: the morning cometh, and also the night. Intercessors are honest about the darkness without losing hope in the dawn. Whoever asks you about the night around them, you can point them to the morning that God has promised.",
        prayerPoints: [
          "Lord, I bring before You the people who are asking how long their night will last; let them see Your morning coming.",
          "Father, make me an honest watchman, neither denying the darkness nor forgetting that Your dawn is sure.",
          "God of all hope, hasten the morning in the nations where the night of war, famine or persecution seems longest.",
        ],
      },
      {
        theme: "More Than They That Watch for the Morning",
        reference: "Psalm 130:5-6",
        reflection:
          "The psalmist compares his longing for God to a night guard longing for dawn. Anyone who has kept watch through the small hours knows that ache: the dark seems endless, but the sunrise is certain. He waits for the Lord and hopes in His word, and the repetition shows how deep the waiting goes. Let your waiting today be full of hope rather than weariness.",
        prayerPoints: [
          "Lord, my soul waits for You more than they that watch for the morning; I put my hope in Your word.",
          "Father, strengthen those who are waiting for answers that have not yet come, and keep their hope anchored in You.",
          "God of the dawn, let the light of Your salvation break over the situations I have watched over for so long.",
        ],
      },
      {
        theme: "Watchful and Thankful",
        reference: "Colossians 4:2",
        reflection:
          "Paul tells the believers at Colossae to continue in prayer, which means staying with it when the first enthusiasm fades. He pairs watching with thanksgiving, because a watchman who only sees dangers grows heavy and fearful. Thankfulness keeps our eyes open to what God is already doing. End this week of the watchman's call by thanking God for every answer you have seen.",
        prayerPoints: [
          "Lord, help me to continue in prayer and to watch in the same with thanksgiving.",
          "Father, thank You for the prayers You have already answered in my life, my family and my church.",
          "God of the watch, keep me faithful in the ordinary days when prayer feels routine, and let thanksgiving renew my strength.",
        ],
      },
    ],
  },
  {
    theme: "Lord, Teach Us to Pray",
    days: [
      {
        theme: "As He Was Praying",
        reference: "Luke 11:1",
        reflection:
          "The disciples had watched Jesus pray, and they asked Him to teach them. They had seen miracles and heard sermons, yet what they wanted most was what they saw in His praying. Prayer is learned from Jesus, by watching Him and asking Him, and He never tires of teaching it. Come today as a student, admitting that however long you have prayed, you still need to be taught.",
        prayerPoints: [
          "Lord, teach me to pray, as You taught Your first disciples, and let me learn from the way You prayed to the Father.",
          "Jesus, let my life of prayer be shaped by Yours, not by habit or by the expectations of others.",
          "Father, raise up a generation in our churches who ask to be taught to pray and who love to pray.",
        ],
      },
      {
        theme: "Our Father Which Art in Heaven",
        reference: "Matthew 6:9",
        reflection:
          "Jesus teaches us to begin prayer with relationship before request. We say “Our Father”, not my Father, so even private prayer gathers in the whole family of God. He is in heaven, above every earthly power, yet near enough to be called Father. Before we ask for anything, we pray that His name would be hallowed, honoured and held holy in our lives and in the world.",
        prayerPoints: [
          "Our Father, hallowed be Your name in my heart, my home and my speech today.",
          "Father in heaven, thank You that I come to You as a beloved child and not as a stranger.",
          "Holy Father, let Your name be honoured in the nations where it is mocked or unknown.",
        ],
      },
      {
        theme: "Thy Kingdom Come",
        reference: "Matthew 6:10",
        reflection:
          "This is the great prayer of every intercessor: that heaven's will would be done on earth. In heaven God's will is done gladly, completely and without delay, and we ask for that to break into our streets and homes. Praying this line means surrendering our own will first, because His kingdom must come in us before it comes through us. Name the places where you long to see His will done.",
        prayerPoints: [
          "Father, Your kingdom come and Your will be done in my life as it is in heaven.",
          "Lord, let Your will be done in my city: in its homes, schools, hospitals and places of government.",
          "King of kings, where Your will is resisted in the nations, let Your kingdom advance through the gospel and through the prayers of Your people.",
        ],
      },
      {
        theme: "Our Daily Bread",
        reference: "Matthew 6:11",
        reflection:
          "Jesus invites us to bring our ordinary needs to God without embarrassment. Daily bread means enough for today, which keeps us depending on the Father every day rather than storing up independence. The prayer is plural, so it also makes us mindful of those who have no bread today. Ask boldly for what you need and for what others lack.",
        prayerPoints: [
          "Father, give us this day our daily bread, and keep me grateful for every provision.",
          "Lord, provide for the hungry, the unemployed and the families struggling to pay their bills today.",
          "Provider God, make me generous with what You give me so that I can be part of the answer to someone's prayer for bread.",
        ],
      },
      {
        theme: "Forgive Us Our Debts",
        reference: "Matthew 6:12",
        reflection:
          "Every time we pray, Jesus asks us to remember that we live by forgiveness. We ask God to forgive our debts, and in the same breath we commit to forgive our debtors. Bitterness quietly poisons intercession, but forgiveness keeps our prayers clean and our hearts soft. Let the Spirit show you today whether anyone needs to be released.",
        prayerPoints: [
          "Father, forgive me my debts, the sins I know and the sins I do not see.",
          "Lord, I choose to forgive those who have wronged me, and I release them into Your hands.",
          "Merciful God, bring forgiveness and reconciliation into broken families and divided churches.",
        ],
      },
      {
        theme: "Deliver Us from Evil",
        reference: "Matthew 6:13",
        reflection:
          "Jesus knew that His followers would live in a world where temptation and evil are real. He teaches us to ask for protection, admitting that we cannot keep ourselves. The prayer ends not in fear but in worship: the kingdom, the power and the glory belong to God forever. Pray for protection with confidence, because the One you pray to holds all power.",
        prayerPoints: [
          "Father, lead us not into temptation, but deliver us from evil.",
          "Lord, protect those I love from the snares of the enemy, from harm and from every evil plan.",
          "Yours is the kingdom, and the power, and the glory, for ever; I worship You as the One who reigns over every power of darkness.",
        ],
      },
      {
        theme: "The Secret Place",
        reference: "Matthew 6:6",
        reflection:
          "Jesus warns against praying to be seen and invites us into the closet with the door shut. There, without an audience, prayer becomes honest communion with the Father who is in secret. He sees what happens in that hidden place, and He rewards it openly. The most important ministry of an intercessor happens where no one else is watching.",
        prayerPoints: [
          "Father, draw me into the secret place with You today, away from every distraction and every audience.",
          "Lord, purify my motives in prayer so that I seek Your face and not the approval of others.",
          "Father who sees in secret, reward the hidden intercessors who pray faithfully without recognition.",
        ],
      },
    ],
  },
  {
    theme: "Faith That Moves Mountains",
    days: [
      {
        theme: "Faith as a Grain of Mustard Seed",
        reference: "Matthew 17:20",
        reflection:
          "The disciples had failed to help a tormented boy, and Jesus traced their failure to unbelief, not to a lack of technique. Then He said something surprising: faith as small as a grain of mustard seed is enough to move a mountain. The power is not in the size of our faith but in the greatness of the God it lays hold of. Bring the mountain in front of you to Him today with whatever faith you have, even if it feels as small as a seed.",
        prayerPoints: [
          "Lord Jesus, I bring You my small faith today, and I trust that it rests on Your great power and not on my strength.",
          "Father, I bring before You the mountains of sickness, debt and fear in the lives I pray for, and I ask You to remove them.",
          "Holy Spirit, forgive my unbelief where I have stopped expecting You to act, and grow in me a faith that takes You at Your word.",
        ],
      },
      {
        theme: "Have Faith in God",
        reference: "Mark 11:22-24",
        reflection:
          "Before Jesus speaks about mountains cast into the sea, He lays the foundation: “Have faith in God.” Faith is not confidence in our own praying, our eloquence or our persistence; it is confidence in the One we pray to. He then invites us to believe that we receive when we pray, which means praying as people who expect God to answer. Let your faith today rest on God's character, His goodness and His faithfulness, rather than on how strong you happen to feel.",
        prayerPoints: [
          "Father, I place my faith in You today, not in my feelings, my words or the strength of my own praying.",
          "Lord, when I pray for those I love, help me to believe that I receive, and to wait for Your answer with expectation.",
          "Jesus, uproot every doubt in my heart about Your goodness, and let my prayers be full of trust in who You are.",
        ],
      },
      {
        theme: "The Substance of Things Hoped For",
        reference: "Hebrews 11:1",
        reflection:
          "Faith gives present substance to what God has promised but we have not yet seen. It is called the evidence of things not seen, because it treats God's word as being as real as anything we can touch. The men and women of Hebrews 11 lived this way, building arks, leaving homelands and blessing their children on the strength of promises not yet fulfilled. Intercession is faith at work, standing on what God has said before it appears.",
        prayerPoints: [
          "Lord, give me faith that is the substance of things hoped for in the lives of the people I carry in prayer.",
          "Father, help me to act on Your promises today, obeying You before I see how You will fulfil them.",
          "God of our fathers, raise up believers in this generation whose faith will be remembered, as You remembered the faithful of old.",
        ],
      },
      {
        theme: "Without Faith It Is Impossible",
        reference: "Hebrews 11:6",
        reflection:
          "Coming to God requires believing two things: that He is, and that He is a rewarder of them that diligently seek Him. The first is faith in His existence; the second is faith in His goodness toward those who seek Him. Many people believe that God exists but quietly doubt that seeking Him makes any difference. Seek Him diligently today, confident that He is pleased by faith and that He rewards those who come.",
        prayerPoints: [
          "Lord, I believe that You are, and that You are a rewarder of them that diligently seek You.",
          "Father, I seek You today not only for Your answers but for Yourself, because You are my exceeding great reward.",
          "God, reveal Yourself to the sceptics and seekers I know, and reward their searching with a true encounter with You.",
        ],
      },
      {
        theme: "Speak the Word Only",
        reference: "Matthew 8:8-10",
        reflection:
          "A Roman centurion understood authority: when the one in command speaks, things happen. He did not ask Jesus to come to his house, only to speak the word, because he believed that distance was no obstacle to the authority of Christ. Jesus marvelled and said He had not found so great faith, no, not in Israel. Let your faith today rest on the authority of the word of Jesus for the people you cannot reach yourself.",
        prayerPoints: [
          "Lord Jesus, speak the word only over those I am praying for today, and let them be healed and restored.",
          "Father, thank You that Your word carries all authority in heaven and on earth, and that distance is no barrier to You.",
          "Lord, grant faith to people outside the church, like this centurion, who will believe Your word and see Your power.",
        ],
      },
      {
        theme: "Help Thou Mine Unbelief",
        reference: "Mark 9:23-24",
        reflection:
          "A desperate father heard Jesus say that all things are possible to him that believeth, and his honest heart could not pretend. With tears he cried out, “Lord, I believe; help thou mine unbelief.” His faith was mixed with doubt, worn down by years of suffering, yet Jesus did not turn him away; He healed his son. God welcomes honest prayers from imperfect faith, and He is able to strengthen what is weak.",
        prayerPoints: [
          "Lord, I believe; help thou mine unbelief in the places where years of waiting have worn my faith thin.",
          "Father, meet the parents who are praying through tears for their children today, and answer their struggling faith with Your mercy.",
          "Jesus, for whom all things are possible, I bring the long-standing needs of my family to You again and leave them in Your hands.",
        ],
      },
      {
        theme: "Fully Persuaded",
        reference: "Romans 4:20-21",
        reflection:
          "Abraham faced facts that made the promise seem impossible: his own age and Sarah's barrenness. Yet he staggered not at the promise of God through unbelief, and he grew strong in faith as he gave glory to God. Being fully persuaded that God was able to perform what He had promised, he held on through the waiting years. Praise is one of the ways weak faith grows strong, so give Him glory today for what He has promised.",
        prayerPoints: [
          "Father, I give glory to You today, fully persuaded that what You have promised You are able also to perform.",
          "Lord, strengthen me in faith when the facts around me seem to contradict Your promises.",
          "God of Abraham, encourage those who have waited many years for a promise, and keep them from staggering through unbelief.",
        ],
      },
    ],
  },
  {
    theme: "Hearing the Voice of God",
    days: [
      {
        theme: "Speak, Lord, for Thy Servant Heareth",
        reference: "1 Samuel 3:10",
        reflection:
          "The young Samuel did not yet know the Lord's voice, so three times he ran to Eli thinking the old priest had called him. Only when Eli taught him how to answer did the conversation with God begin. The Lord came and stood and called, and Samuel replied, “Speak; for thy servant heareth.” Come to Him today with that same listening heart, ready to hear and ready to obey as a servant.",
        prayerPoints: [
          "Speak, Lord, for Your servant hears; I quiet my heart before You now and wait for Your word.",
          "Father, raise up spiritual fathers and mothers like Eli who help young believers recognise Your voice.",
          "Lord, call the children and young people of my church by name, and give them hearts that answer You.",
        ],
      },
      {
        theme: "A Still Small Voice",
        reference: "1 Kings 19:11-12",
        reflection:
          "Elijah had just seen fire fall on Mount Carmel, yet he fled in fear and exhaustion and asked to die. At Horeb a great wind, an earthquake and a fire passed by, but the Lord was not in them. Then came a still small voice, and in that quietness God restored His servant and gave him his next assignment. God often speaks not in drama but in gentleness, to those who will be still long enough to listen.",
        prayerPoints: [
          "Lord, quiet the noise in my mind and my world so that I can hear Your still small voice today.",
          "Father, meet the weary and discouraged servants of Yours who are ready to give up, as You met Elijah in his despair.",
          "Holy Spirit, teach me to recognise Your gentle voice in the ordinary moments of this day, and not only in the dramatic ones.",
        ],
      },
      {
        theme: "My Sheep Hear My Voice",
        reference: "John 10:27",
        reflection:
          "Jesus does not say that His sheep might hear His voice if they are especially spiritual; He says they do. Hearing Him is part of belonging to Him, and He adds the tender words, “I know them.” A sheep learns its shepherd's voice by staying near him day after day, and we learn His voice the same way. Listen today as one of His own, expecting Him to speak and ready to follow.",
        prayerPoints: [
          "Good Shepherd, thank You that I belong to You, that You know me, and that I can hear Your voice.",
          "Lord Jesus, help me to follow where You lead today, quickly and gladly, without arguing or delaying.",
          "Shepherd of the sheep, call the lost and wandering ones I pray for back to Yourself, and let them hear and follow You.",
        ],
      },
      {
        theme: "This Is the Way",
        reference: "Isaiah 30:21",
        reflection:
          "Israel had been looking to Egypt for help instead of to God, yet the Lord still promised to guide them. His word would come from behind them, saying, “This is the way, walk ye in it,” when they turned to the right hand or to the left. His guidance often comes as we are moving, not before we take a single step. Listen for His word behind you as you walk through the choices of this day.",
        prayerPoints: [
          "Lord, let my ears hear Your word behind me saying, This is the way, walk ye in it.",
          "Father, guide the people I pray for who face important decisions this week, and keep them from turning aside to other helpers.",
          "Holy Spirit, give me courage to obey the direction You have already given me instead of waiting for more certainty.",
        ],
      },
      {
        theme: "Call unto Me",
        reference: "Jeremiah 33:3",
        reflection:
          "Jeremiah was shut up in the court of the prison when the word of the Lord came to him a second time. Jerusalem was under siege, and everything visible spoke of defeat, yet God invited His prophet to call to Him. He promised not only to answer but to show him great and mighty things which he knew not. Prayer opens our eyes to what God is doing beyond the walls that confine us.",
        prayerPoints: [
          "Lord, I call unto You today; answer me and show me great and mighty things which I know not.",
          "Father, speak to those who feel imprisoned by their circumstances, and give them a vision of Your plans beyond their walls.",
          "God of revelation, show Your church the great things You are preparing in this generation, and teach us to pray them in.",
        ],
      },
      {
        theme: "Today, If Ye Will Hear",
        reference: "Hebrews 3:15",
        reflection:
          "The letter to the Hebrews repeats the words of Psalm 95, urging us to hear God's voice to day and not someday. The warning recalls Israel in the wilderness, who heard God again and again but hardened their hearts. Hardness rarely comes in a moment; it grows slowly each time we postpone obedience to what we know He has said. Whatever He has been saying to you, respond to it today while your heart is soft.",
        prayerPoints: [
          "Lord, I choose to hear Your voice today; keep my heart from growing hard through delay or disobedience.",
          "Father, soften the hearts of those I pray for who have heard Your call many times but keep putting it off.",
          "Holy Spirit, show me any area where I have hardened my heart against You, and give me grace to obey today.",
        ],
      },
      {
        theme: "He Will Guide You into All Truth",
        reference: "John 16:13",
        reflection:
          "On the night before the cross, Jesus promised His anxious disciples the Spirit of truth. The Spirit would not speak on His own authority but would speak what He hears, guiding them into all truth and showing them things to come. He continues that ministry in every believer who listens, always leading toward Christ and never away from Him. We never have to navigate life, or prayer, alone.",
        prayerPoints: [
          "Holy Spirit, guide me into all truth today, and keep me from every deception and half-truth.",
          "Spirit of truth, show me how to pray for the things to come in my family, my church and my nation.",
          "Father, pour out the Spirit of truth on the teachers and preachers of Your church so that Your people are rightly guided.",
        ],
      },
    ],
  },
  {
    theme: "The Power of Praise",
    days: [
      {
        theme: "Out of the Mouth of Babes",
        reference: "Psalm 8:2",
        reflection:
          "God has ordained strength out of the mouth of babes and sucklings, the very weakest voices in the world. Jesus quoted this psalm when children cried hosanna in the temple and the religious leaders were offended. Through such praise God stills the enemy and the avenger. Praise is not a polite warm-up before real prayer; it is a weapon in God's hands, so offer Him yours today, however small it feels.",
        prayerPoints: [
          "Lord, I praise You today, and I ask You to still the enemy and the avenger through the praises of Your people.",
          "Father, bless the children of our churches, teach them to worship You, and use their praise to shame the proud.",
          "God of strength, turn my weakness into praise that silences fear and accusation in my heart.",
        ],
      },
      {
        theme: "When They Began to Sing",
        reference: "2 Chronicles 20:21-22",
        reflection:
          "King Jehoshaphat faced a vast alliance of enemies and admitted that he did not know what to do. After seeking the Lord, he appointed singers to go before the army, praising the beauty of holiness and declaring that His mercy endureth for ever. When they began to sing and to praise, the Lord set ambushments against the enemy. Praise is sometimes the first move in a battle that God intends to win Himself.",
        prayerPoints: [
          "Lord, I will praise the beauty of Your holiness today, before I see the victory I am praying for.",
          "Father, fight for the families and churches facing overwhelming opposition today, and let them see Your deliverance.",
          "God of Jehoshaphat, teach Your people to lead with worship when they face battles they cannot win in their own strength.",
        ],
      },
      {
        theme: "Songs at Midnight",
        reference: "Acts 16:25-26",
        reflection:
          "Paul and Silas had been beaten and fastened in the stocks of the inner prison at Philippi. Yet at midnight they prayed and sang praises unto God, and the prisoners heard them. God answered with an earthquake that opened every door and loosed every chain, and before dawn the jailer and his household believed. Praise in the dark often releases freedom for others as well as for ourselves.",
        prayerPoints: [
          "Lord, give me a song at midnight when my circumstances are painful and dark.",
          "Father, shake the foundations of every prison that holds Your people unjustly, and loose the bands of Christians imprisoned for their faith.",
          "Jesus, let the people around me hear our praises in hard seasons and be drawn to You, as the Philippian jailer was.",
        ],
      },
      {
        theme: "Enthroned on Praise",
        reference: "Psalm 22:3",
        reflection:
          "Psalm 22 opens with the cry of forsakenness that Jesus prayed from the cross. Yet in the middle of anguish the psalmist turns and confesses, “But thou art holy, O thou that inhabitest the praises of Israel.” He does not deny his pain, but he refuses to let it have the last word about God. Praise makes room for the presence of the Holy One among His people, even in the darkest hour.",
        prayerPoints: [
          "Holy God, You inhabit the praises of Your people; I make room for You with my praise today.",
          "Father, meet those who feel forsaken today, and lead them from their anguish into worship.",
          "Lord, let the worship of Your church in my city become a dwelling place for Your presence.",
        ],
      },
      {
        theme: "The Sacrifice of Praise",
        reference: "Hebrews 13:15",
        reflection:
          "The writer to the Hebrews calls praise a sacrifice because sometimes it costs us something to offer it. We bring it continually, not only when we feel grateful, and we bring it by Jesus, our great High Priest. It is the fruit of our lips giving thanks to His name, a harvest that grows from a heart rooted in Him. Choose today to offer praise as a deliberate gift, especially where it does not come easily.",
        prayerPoints: [
          "Lord Jesus, by You I offer the sacrifice of praise to God continually, even when it does not come easily.",
          "Father, receive the praise of those who are worshipping You through grief, illness or loss today.",
          "God, let the fruit of my lips give thanks to Your name in every conversation I have today.",
        ],
      },
      {
        theme: "The Garment of Praise",
        reference: "Isaiah 61:3",
        reflection:
          "The Anointed One came to comfort those who mourn, giving beauty for ashes and the oil of joy for mourning. He offers the garment of praise in exchange for the spirit of heaviness. Heaviness can cling to us like a coat we have forgotten we are wearing, but He invites us to take it off and put on praise. Those who make the exchange become trees of righteousness, the planting of the Lord, that He might be glorified.",
        prayerPoints: [
          "Lord, I take off the spirit of heaviness today and put on the garment of praise that You have given me.",
          "Father, give beauty for ashes to those who mourn, and pour the oil of joy on every grieving family I know.",
          "Jesus, plant us as trees of righteousness in our neighbourhoods, so that our lives bring glory to You.",
        ],
      },
      {
        theme: "Bless the Lord at All Times",
        reference: "Psalm 34:1-3",
        reflection:
          "David wrote this psalm after escaping a foreign king by pretending to be mad, hardly his finest moment. Yet he resolved to bless the Lord at all times and to keep God's praise continually in his mouth. He wanted the humble to hear his praise and be glad, and he invited others to join him. Praise multiplies when it is shared, so invite someone today to magnify the Lord with you.",
        prayerPoints: [
          "Lord, I will bless You at all times, and Your praise shall continually be in my mouth today.",
          "Father, let the humble and the discouraged hear of Your goodness through our praise and be glad.",
          "God, I magnify You with my brothers and sisters in prayer; let us exalt Your name together in our homes and churches.",
        ],
      },
    ],
  },
  {
    theme: "Prayer and Fasting",
    days: [
      {
        theme: "When Ye Fast",
        reference: "Matthew 6:16-18",
        reflection:
          "Jesus says “when ye fast”, not if, assuming that His followers will fast. He warns against a sad countenance put on for show and invites us to fast in secret, with a washed face, before the Father. The reward comes from the Father who sees in secret, not from the admiration of others. Fasting is hunger turned toward God, a way of saying with our whole body that we need Him more than bread.",
        prayerPoints: [
          "Father, teach me to fast in secret for You alone, and to hunger for You more than for any food.",
          "Lord, purify my motives in every spiritual discipline, so that nothing I do for You is done to be seen.",
          "God, reward openly the hidden intercessors who are fasting and praying in secret for their families and nations today.",
        ],
      },
      {
        theme: "The Fast That I Have Chosen",
        reference: "Isaiah 58:6-7",
        reflection:
          "Israel fasted diligently but ignored injustice and oppression, and God refused to be impressed. The fast He chooses looses the bands of wickedness, undoes heavy burdens and lets the oppressed go free. It deals bread to the hungry and brings the poor that are cast out into our homes. True fasting changes not only our appetite but how we treat the people around us.",
        prayerPoints: [
          "Lord, let my fasting loose the bands of wickedness and let the oppressed in my community go free.",
          "Father, show me one practical way to share my bread with the hungry and to cover the naked this week.",
          "God of justice, break every yoke of oppression in my city, including trafficking, exploitation and crushing debt.",
        ],
      },
      {
        theme: "Humbled by the River",
        reference: "Ezra 8:21-23",
        reflection:
          "Ezra was leading families and temple treasure on a dangerous journey, and he had told the king that God's hand is upon all them for good that seek Him. Ashamed to ask for soldiers, he proclaimed a fast at the river of Ahava to seek from God a right way for them and their little ones. They fasted and besought God, and He was intreated of them. Fasting is the honest admission that our safety rests in God's hand alone.",
        prayerPoints: [
          "Lord, I humble myself before You and seek a right way for my family and our little ones.",
          "Father, protect travellers, migrants and refugees who are on dangerous journeys today, and let Your good hand be upon them.",
          "God, let our lives prove what we have said about You, that Your hand is upon all them for good that seek You.",
        ],
      },
      {
        theme: "If I Perish, I Perish",
        reference: "Esther 4:16",
        reflection:
          "Esther's people faced destruction, and she alone had access to the king, at the risk of her own life. Before she acted, she asked all the Jews in Shushan to fast for her three days, night and day, and she and her maidens fasted too. Her courageous words, “if I perish, I perish”, were born in a season of shared fasting. Behind every brave act of intercession stands a praying community.",
        prayerPoints: [
          "Lord, give me Esther's courage to stand for others, even when it costs me comfort, reputation or safety.",
          "Father, protect persecuted minorities who are threatened with destruction, and raise up advocates for them in high places.",
          "God, surround every leader who must take a costly stand for righteousness with a community that fasts and prays for them.",
        ],
      },
      {
        theme: "Setting My Face unto the Lord",
        reference: "Daniel 9:3",
        reflection:
          "Daniel understood from the book of Jeremiah that the seventy years of exile were almost complete. Instead of waiting passively for the promise, he set his face unto the Lord God to seek Him by prayer and supplications, with fasting, sackcloth and ashes. Knowing God's promise moved him to pray for it, not to relax. The promises of God are invitations to prayer, and fasting is one way we say that we mean it.",
        prayerPoints: [
          "Lord God, I set my face toward You today, to seek You by prayer and supplications.",
          "Father, fulfil Your promises for my nation as I pray them back to You with humility and confession.",
          "God of Daniel, give me understanding of Your word and of the times, so that I pray in step with Your purposes.",
        ],
      },
      {
        theme: "Separated for the Work",
        reference: "Acts 13:2-3",
        reflection:
          "The church at Antioch was not planning a strategy meeting; they were ministering to the Lord and fasting. In that place of worship the Holy Ghost spoke and set apart Barnabas and Saul for the work He had called them to. They fasted and prayed again, laid hands on them and sent them away. The first great missionary journey was born in worship and fasting, and so is every true sending.",
        prayerPoints: [
          "Holy Spirit, speak to our church as we minister to the Lord, and show us whom You are calling and where.",
          "Lord of the harvest, separate and send out workers from my church into the places where Christ is not yet known.",
          "Father, strengthen the missionaries I know, who were sent with prayer and fasting, and keep them in Your care.",
        ],
      },
      {
        theme: "This Kind Goeth Not Out",
        reference: "Mark 9:29",
        reflection:
          "After Jesus delivered the boy the disciples could not help, they asked Him privately why they had failed. He told them that this kind can come forth by nothing but by prayer and fasting. Some strongholds do not yield to a quick prayer but to a life of persistent dependence on God. Fasting does not earn God's power; it empties us so that we lean on Him completely.",
        prayerPoints: [
          "Lord Jesus, I bring You the strongholds that have not yielded to my prayers, and I refuse to give up on them.",
          "Father, deepen my dependence on You through prayer and fasting, and empty me of self-reliance.",
          "God of deliverance, set free those bound by addiction, torment and long oppression, and restore them to their families.",
        ],
      },
    ],
  },
];
