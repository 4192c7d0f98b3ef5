import type { DailyWordWeek } from "./types";

/** Weeks 37–40: the harvest, revival, forgiveness and reconciliation, the word of God. */
export const WEEKS_37_40: readonly DailyWordWeek[] = [
  {
    theme: "The Harvest Is Plentiful",
    days: [
      {
        theme: "Pray Ye the Lord of the Harvest",
        reference: "Matthew 9:37-38",
        reflection:
          "Jesus looked at the crowds and told His disciples that the harvest truly is plenteous, but the labourers are few. His solution was not first a strategy or a programme but a prayer: pray ye the Lord of the harvest, that He will send forth labourers. The harvest belongs to Him, and so does the sending. Interestingly, those He told to pray were the very ones He sent out in the next chapter.",
        prayerPoints: [
          "Lord of the harvest, send forth labourers into Your harvest field, in my city and among the nations.",
          "Father, if You want to send me, I am willing; make me a labourer and not only a spectator.",
          "Jesus, strengthen the few labourers who are already in the field, and multiply them.",
        ],
      },
      {
        theme: "Lift Up Your Eyes",
        reference: "John 4:35",
        reflection:
          "While the disciples were buying food in a Samaritan town, Jesus had been talking with a woman at the well, and now the whole town was coming out to meet Him. The disciples thought the harvest was months away, but Jesus told them, “Lift up your eyes, and look on the fields; for they are white already to harvest.” We often assume people are not ready when God has been preparing them all along. Look around you today with harvest eyes.",
        prayerPoints: [
          "Lord, lift up my eyes to see the fields that are already white to harvest around me.",
          "Father, open my eyes to the people in my street and workplace whom You have been preparing.",
          "Jesus, forgive me for assuming people are not ready, and give me courage to speak of You.",
        ],
      },
      {
        theme: "They That Sow in Tears",
        reference: "Psalm 126:5-6",
        reflection:
          "This psalm was sung by returned exiles who remembered how God had turned their captivity. Yet it also knows the cost of sowing: they that sow in tears shall reap in joy. He that goeth forth weeping, bearing precious seed, shall doubtless come again with rejoicing, bringing his sheaves with him. Tears in prayer for the lost are never wasted; they are seed.",
        prayerPoints: [
          "Lord, let my tears in prayer for the lost become seed that You will bring to harvest.",
          "Father, comfort those who have sown in tears for many years, and let them reap in joy.",
          "God, bring home the sheaves from the prayers of parents, grandparents and faithful intercessors.",
        ],
      },
      {
        theme: "Moved with Compassion",
        reference: "Matthew 9:36",
        reflection:
          "When Jesus saw the multitudes, He was moved with compassion on them. He saw them as they really were: fainting and scattered abroad, as sheep having no shepherd. Compassion is the starting point of all true harvest work and all true intercession. Before He sent anyone to reap, He let His own heart be moved. Ask Him today to let you see crowds the way He sees them.",
        prayerPoints: [
          "Lord Jesus, let me see the crowds as You see them, and move my heart with Your compassion.",
          "Good Shepherd, gather the fainting and scattered people of my city, who are like sheep without a shepherd.",
          "Father, break my heart for what breaks Yours, so that my prayers for the lost are full of love.",
        ],
      },
      {
        theme: "To Seek and to Save",
        reference: "Luke 19:10",
        reflection:
          "Zacchaeus was a rich tax collector, despised by his neighbours, who climbed a tree just to see Jesus. Jesus stopped, called him by name and invited Himself to his house, and Zacchaeus was transformed. When the crowd murmured, Jesus explained His whole mission: the Son of man is come to seek and to save that which was lost. No one is too far gone for the Saviour who seeks.",
        prayerPoints: [
          "Lord Jesus, thank You that You came to seek and to save that which was lost, including me.",
          "Jesus, seek out the despised and notorious people in my community, and call them by name.",
          "Father, give me the courage to go to the homes of people others avoid, as Jesus did.",
        ],
      },
      {
        theme: "Not Willing That Any Should Perish",
        reference: "2 Peter 3:9",
        reflection:
          "Some in Peter's day mocked the promise of Christ's return because it seemed delayed. Peter answered that the Lord is not slack concerning His promise, but is longsuffering to us-ward. He is not willing that any should perish, but that all should come to repentance. Every day that the Lord waits is a day of mercy for someone you are praying for.",
        prayerPoints: [
          "Lord, thank You for Your longsuffering; You are not willing that any should perish.",
          "Father, use this season of Your patience to bring my unsaved friends and family to repentance.",
          "God, let me share Your heart for the lost instead of growing impatient with them.",
        ],
      },
      {
        theme: "A Reason of the Hope",
        reference: "1 Peter 3:15",
        reflection:
          "Peter wrote to believers facing suspicion and hostility. He told them to sanctify the Lord God in their hearts, and to be ready always to give an answer to every man that asketh a reason of the hope that is in them. He added that this should be done with meekness and fear, not arrogance. The harvest is often reaped in ordinary conversations by people who are ready.",
        prayerPoints: [
          "Lord, sanctify Your name in my heart, and make me ready always to give a reason for my hope.",
          "Father, give me opportunities this week to speak of my hope with meekness and respect.",
          "Holy Spirit, give words to believers who are asked about their faith at work, at school and in their families.",
        ],
      },
    ],
  },
  {
    theme: "Revive Us Again",
    days: [
      {
        theme: "Wilt Thou Not Revive Us Again?",
        reference: "Psalm 85:6",
        reflection:
          "The psalmist remembered how God had once been favourable to the land and forgiven His people's iniquity. Now, in a dry season, he asks a question that is also a prayer: “Wilt thou not revive us again: that thy people may rejoice in thee?” Revival is not a return to religious excitement but a return of life and joy in God Himself. Pray this prayer today for your church and your nation.",
        prayerPoints: [
          "Lord, wilt Thou not revive us again, so that Your people may rejoice in You?",
          "Father, remember how You have moved in past generations, and do it again in ours.",
          "God, restore joy to Your church, not in our programmes but in You.",
        ],
      },
      {
        theme: "In the Midst of the Years",
        reference: "Habakkuk 3:2",
        reflection:
          "Habakkuk had heard God's report of coming judgement, and he was afraid. Yet he prayed, “O LORD, revive thy work in the midst of the years.” He did not ask only for the distant future but for God to act in his own lifetime, in the midst of the years. And knowing that judgement was deserved, he added, “in wrath remember mercy.” Every intercessor for revival prays with that same mixture of holy fear and bold hope.",
        prayerPoints: [
          "O Lord, revive Your work in the midst of the years, in my own lifetime.",
          "Father, in wrath remember mercy toward my nation and my generation.",
          "God, make Your works known again in our days, so that people fear and trust You.",
        ],
      },
      {
        theme: "Oh That Thou Wouldest Rend the Heavens",
        reference: "Isaiah 64:1-2",
        reflection:
          "Isaiah cries out for God to rend the heavens and come down, so that the mountains would flow down at His presence. He longs for God's name to be known among His adversaries and for the nations to tremble. This is the cry of someone who is no longer satisfied with ordinary religion. Revival begins when God's people long for His manifest presence more than anything else.",
        prayerPoints: [
          "Oh Lord, rend the heavens and come down; let the mountains flow down at Your presence.",
          "Father, make Your name known to Your adversaries, and let the nations tremble at Your presence.",
          "God, give me a holy dissatisfaction with anything less than Your presence.",
        ],
      },
      {
        theme: "Can These Bones Live?",
        reference: "Ezekiel 37:3-5",
        reflection:
          "God set Ezekiel in a valley full of very dry bones and asked, “Son of man, can these bones live?” The prophet wisely answered, “O Lord GOD, thou knowest.” Then God told him to prophesy to the bones, and promised to cause breath to enter into them. Ezekiel obeyed, and the bones came together and stood up, an exceeding great army. No situation is too dead for the breath of God.",
        prayerPoints: [
          "O Lord God, You know whether these bones can live; breathe Your life into the dry places I pray for.",
          "Father, I speak Your word over dead churches, broken families and hopeless lives, and I ask for Your breath.",
          "Holy Spirit, come from the four winds and breathe on the slain, so that they live.",
        ],
      },
      {
        theme: "Break Up Your Fallow Ground",
        reference: "Hosea 10:12",
        reflection:
          "Fallow ground is land that has been left unploughed, hardened by neglect. Hosea calls Israel to sow in righteousness, reap in mercy and break up their fallow ground. Then he adds the urgency: it is time to seek the Lord, till He come and rain righteousness upon you. Revival begins with the hard work of letting God plough our hearts again.",
        prayerPoints: [
          "Lord, break up the fallow ground of my heart where it has hardened through neglect.",
          "Father, it is time to seek You; rain righteousness upon Your people.",
          "God, help my church to sow in righteousness and to reap in mercy.",
        ],
      },
      {
        theme: "Thy First Love",
        reference: "Revelation 2:4-5",
        reflection:
          "The church at Ephesus was busy, orthodox and patient, yet Jesus said, “I have somewhat against thee, because thou hast left thy first love.” Activity had replaced affection. His remedy was threefold: remember from whence thou art fallen, repent, and do the first works. Revival is often the rekindling of love for Jesus Himself.",
        prayerPoints: [
          "Lord Jesus, I remember the love I had for You at the beginning, and I return to it today.",
          "Father, forgive Your church where busy activity has replaced our first love for Christ.",
          "Holy Spirit, rekindle the flame of devotion in pastors and leaders who have grown weary and mechanical.",
        ],
      },
      {
        theme: "Quicken Us",
        reference: "Psalm 80:18-19",
        reflection:
          "Psalm 80 is a prayer for a vine that has been broken down and burned. The people promise, “Quicken us, and we will call upon thy name.” They plead three times in the psalm for God to turn them again and cause His face to shine. Revival is always God's work, and our part is to ask Him to turn us and to shine on us again.",
        prayerPoints: [
          "Lord God of hosts, quicken us, and we will call upon Your name.",
          "Turn us again, O Lord, and cause Your face to shine; and we shall be saved.",
          "Father, restore the vine You planted in my land, and let it flourish again.",
        ],
      },
    ],
  },
  {
    theme: "Forgive as You Are Forgiven",
    days: [
      {
        theme: "Until Seventy Times Seven",
        reference: "Matthew 18:21-22",
        reflection:
          "Peter thought he was being generous when he suggested forgiving a brother seven times. Jesus answered, “Until seventy times seven,” which means stop counting. Forgiveness is not a limited supply that runs out; it flows from the endless mercy we have received. The parable that follows shows how absurd it is for the forgiven to refuse to forgive.",
        prayerPoints: [
          "Lord, teach me to stop counting offences and to forgive from my heart, as You have forgiven me.",
          "Father, give grace to those who must forgive the same person again and again.",
          "Jesus, set free those who are held captive by bitterness, and let Your mercy flow through them.",
        ],
      },
      {
        theme: "Even as God for Christ's Sake",
        reference: "Ephesians 4:31-32",
        reflection:
          "Paul lists the things that must be put away: bitterness, wrath, anger, clamour, evil speaking and malice. In their place come kindness, tenderheartedness and forgiveness. The measure of our forgiveness is striking: even as God for Christ's sake hath forgiven you. We forgive not because others deserve it, but because we have been forgiven.",
        prayerPoints: [
          "Lord, I put away bitterness, wrath and anger, and I ask You to make me kind and tenderhearted.",
          "Father, help me to forgive others even as You, for Christ's sake, have forgiven me.",
          "God, heal families and churches torn apart by evil speaking and malice.",
        ],
      },
      {
        theme: "When Ye Stand Praying",
        reference: "Mark 11:25",
        reflection:
          "Right after His great teaching on mountain-moving faith, Jesus added a condition. When ye stand praying, forgive, if ye have ought against any. Unforgiveness blocks the flow of prayer like a stone in a pipe. Before you bring your requests today, release anyone you are holding something against. The Father who forgives your trespasses will give you grace to do it.",
        prayerPoints: [
          "Lord, as I stand praying, I forgive those I have held something against.",
          "Father, forgive my trespasses, and clear every blockage of bitterness from my prayers.",
          "Holy Spirit, bring to mind anyone I need to forgive, and give me grace to release them.",
        ],
      },
      {
        theme: "First Be Reconciled",
        reference: "Matthew 5:23-24",
        reflection:
          "Jesus described a worshipper at the altar who suddenly remembers that his brother has something against him. Jesus told him to leave his gift there and go, first be reconciled, and then come and offer his gift. God values restored relationships above religious offerings. Is there someone you need to go to before you worship today?",
        prayerPoints: [
          "Lord, show me if there is anyone who has something against me, and give me courage to go to them.",
          "Father, bring reconciliation between estranged brothers, sisters, parents and children.",
          "Jesus, let worship in my church flow from reconciled relationships.",
        ],
      },
      {
        theme: "Love Your Enemies",
        reference: "Matthew 5:44-45",
        reflection:
          "Jesus set a standard no one could reach without grace: love your enemies, bless them that curse you, and pray for them which despitefully use you. This is how we show that we are children of our Father in heaven. He makes His sun to rise on the evil and on the good. Praying for our enemies is one of the clearest ways we reflect the Father's heart.",
        prayerPoints: [
          "Father, I pray for those who have cursed or mistreated me; bless them and draw them to You.",
          "Lord, give me grace to love my enemies, so that I reflect Your heart as Your child.",
          "God, send Your sun and rain on the just and the unjust in my city, and let Your kindness lead many to repentance.",
        ],
      },
      {
        theme: "God Meant It unto Good",
        reference: "Genesis 50:19-21",
        reflection:
          "After Jacob died, Joseph's brothers feared he would finally take revenge for selling him into slavery. Joseph wept and said, “Fear not: for am I in the place of God?” He saw that they had meant evil against him, but God meant it unto good, to save much people alive. Forgiveness is easier when we trust that God can weave even betrayal into His purposes.",
        prayerPoints: [
          "Lord, I trust that what others meant for evil against me, You can turn for good.",
          "Father, help those who have been betrayed by family to forgive as Joseph did.",
          "God, use the painful stories of Your people to save much people alive.",
        ],
      },
      {
        theme: "The Ministry of Reconciliation",
        reference: "2 Corinthians 5:18-19",
        reflection:
          "All things are of God, who hath reconciled us to Himself by Jesus Christ. Then He gave us the ministry of reconciliation. God was in Christ, reconciling the world unto Himself, not imputing their trespasses unto them. Having been reconciled to God, we become agents of reconciliation between people and God, and between people and each other.",
        prayerPoints: [
          "Father, thank You that You have reconciled me to Yourself through Jesus Christ.",
          "Lord, make me a faithful minister of reconciliation in my family, workplace and community.",
          "God, reconcile divided peoples, tribes and nations through the message of the cross.",
        ],
      },
    ],
  },
  {
    theme: "A Lamp unto My Feet",
    days: [
      {
        theme: "A Lamp unto My Feet",
        reference: "Psalm 119:105",
        reflection:
          "In the ancient world a small oil lamp lit only a few steps ahead on a dark path. The psalmist says God's word is a lamp unto my feet and a light unto my path. It rarely shows us the whole journey, but it gives enough light for the next step. Many of us want a map when God offers a lamp, but the lamp keeps us close to Him. Walk by the light He has given you today.",
        prayerPoints: [
          "Lord, Your word is a lamp unto my feet; light my next step today.",
          "Father, give guidance through Your word to those walking in darkness and confusion.",
          "God, make me content with light for the next step, trusting You with the rest of the road.",
        ],
      },
      {
        theme: "Thy Word Have I Hid in Mine Heart",
        reference: "Psalm 119:11",
        reflection:
          "The psalmist treasured God's word so deeply that he hid it in his heart. His purpose was practical: that I might not sin against thee. Scripture stored in the heart is available in the moment of temptation, when no Bible is open. Jesus answered every temptation in the wilderness with words He had hidden in His heart. Memorising God's word is one of the best defences we have.",
        prayerPoints: [
          "Lord, I hide Your word in my heart, so that I might not sin against You.",
          "Father, give me a hunger to memorise and meditate on Scripture.",
          "God, let the young people of my church store Your word in their hearts while they are young.",
        ],
      },
      {
        theme: "Quick and Powerful",
        reference: "Hebrews 4:12",
        reflection:
          "The word of God is not a dead letter but quick, that is living, and powerful. It is sharper than any twoedged sword, piercing to the dividing of soul and spirit. It discerns the thoughts and intents of the heart. When we read Scripture, it also reads us, exposing what we would rather hide so that God can heal it. Come to His word today ready to be searched as well as comforted.",
        prayerPoints: [
          "Lord, let Your living word pierce my heart and discern my thoughts and intentions today.",
          "Father, let Your word be powerful in the preaching of Your church this week.",
          "God, use Scripture to cut through the deceptions in which my friends and neighbours are caught.",
        ],
      },
      {
        theme: "Given by Inspiration of God",
        reference: "2 Timothy 3:16-17",
        reflection:
          "Paul reminds Timothy that all scripture is given by inspiration of God, breathed out by Him. It is profitable for doctrine, for reproof, for correction and for instruction in righteousness. Its purpose is that the man of God may be perfect, thoroughly furnished unto all good works. The Bible equips us for everything God calls us to do.",
        prayerPoints: [
          "Lord, thank You for Your inspired word, profitable for teaching, reproof, correction and instruction.",
          "Father, thoroughly furnish me through Your word for every good work You have prepared for me.",
          "God, bless Bible translators and teachers, and let every people have Your word in their own language.",
        ],
      },
      {
        theme: "It Shall Not Return unto Me Void",
        reference: "Isaiah 55:10-11",
        reflection:
          "Isaiah compares God's word to the rain and snow that come down from heaven. They do not return until they have watered the earth and made it bring forth seed and bread. So God's word will not return unto Him void, but will accomplish what He pleases. Every word of Scripture you pray over someone is working, even when you cannot see it.",
        prayerPoints: [
          "Lord, thank You that Your word will not return unto You void but will accomplish what You please.",
          "Father, water the seeds of Your word sown in the hearts of children, prisoners and seekers.",
          "God, let the Scriptures I pray over my loved ones prosper in the thing whereto You sent them.",
        ],
      },
      {
        theme: "Meditate Therein Day and Night",
        reference: "Joshua 1:8",
        reflection:
          "Joshua faced the enormous task of leading Israel into Canaan after Moses' death. God's instructions for success were not military first but spiritual: this book of the law shall not depart out of thy mouth. He was to meditate therein day and night and to observe to do all that is written. Then, God said, thou shalt make thy way prosperous, and then thou shalt have good success.",
        prayerPoints: [
          "Lord, let Your word not depart out of my mouth; teach me to meditate on it day and night.",
          "Father, give new leaders the wisdom to build their lives and leadership on Your word.",
          "God, help me not only to read Your word but to observe to do all that is written in it.",
        ],
      },
      {
        theme: "The Word of Our God Shall Stand",
        reference: "Isaiah 40:8",
        reflection:
          "Isaiah looked at human glory and saw it as grass that withers and flowers that fade. Empires rise and fall, opinions change and strength fails. But the word of our God shall stand for ever. When everything else shifts, His word remains a sure foundation for our faith and our prayers. The promises you pray today will still be true in a thousand years.",
        prayerPoints: [
          "Lord, thank You that Your word shall stand for ever when everything else withers and fades.",
          "Father, build my life on the unchanging foundation of Your word, not on shifting opinions.",
          "God, let Your eternal word be heard again in the public life of my nation.",
        ],
      },
    ],
  },
];
