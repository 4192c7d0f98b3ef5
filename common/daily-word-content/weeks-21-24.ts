import type { DailyWordWeek } from "./types";

/** Weeks 21–24: Pentecost, abiding and the fruit of the Spirit, praying in the Spirit, the unity of the body. */
export const WEEKS_21_24: readonly DailyWordWeek[] = [
  {
    theme: "Pentecost: The Spirit Poured Out",
    days: [
      {
        theme: "When the Day of Pentecost Was Fully Come",
        reference: "Acts 2:1-2",
        reflection:
          "The disciples had obeyed Jesus and waited, and they were all with one accord in one place. Suddenly there came a sound from heaven as of a rushing mighty wind, and it filled all the house where they were sitting. Ten days of prayer ended in a moment of heaven breaking in. God's timing is exact, and His suddenlies come to people who have kept waiting together.",
        prayerPoints: [
          "Holy Spirit, fill the house where Your people gather and pray, as You filled the upper room on the day of Pentecost.",
          "Father, keep Your church with one accord in one place, waiting on You until You move.",
          "Lord, send a sound from heaven into dry and weary congregations, and let them be filled afresh with Your presence.",
        ],
      },
      {
        theme: "Cloven Tongues Like as of Fire",
        reference: "Acts 2:3-4",
        reflection:
          "Tongues like as of fire sat upon each of them, not only on the apostles but on every one. They were all filled with the Holy Ghost and began to speak as the Spirit gave them utterance. The fire of God rested on ordinary people and gave them words they could never have found on their own. He still fills, still sets hearts on fire, and still gives utterance to those who yield to Him.",
        prayerPoints: [
          "Holy Spirit, fill me afresh today, and let Your fire rest on me and on every believer in my church.",
          "Lord, give utterance to Your people, so that we speak Your words with boldness and love.",
          "Father, kindle again the fire of first love in those whose zeal for You has grown cold.",
        ],
      },
      {
        theme: "Upon All Flesh",
        reference: "Joel 2:28-29",
        reflection:
          "Joel saw a day when God would pour out His Spirit upon all flesh, and Peter declared that Pentecost was the beginning of it. Sons and daughters, old men and young men, servants and handmaids: no age, gender or social rank would be left out. The Spirit is not the property of a spiritual elite but the promise of God to His whole people. Pray today for the outpouring to reach those the world overlooks.",
        prayerPoints: [
          "Father, pour out Your Spirit upon all flesh in my generation, as You promised through Joel.",
          "Lord, let our sons and daughters prophesy, our young men see visions and our old men dream dreams.",
          "Holy Spirit, come upon the servants and handmaids, the poor and the overlooked, and make them bold witnesses of Jesus.",
        ],
      },
      {
        theme: "The Promise Is unto You",
        reference: "Acts 2:38-39",
        reflection:
          "When the crowd was pricked in their heart and asked what to do, Peter told them to repent and be baptized in the name of Jesus Christ. He promised forgiveness of sins and the gift of the Holy Ghost. Then he widened the promise: unto you, and to your children, and to all that are afar off. No one you pray for is too far off for this promise to reach.",
        prayerPoints: [
          "Lord, thank You that the promise of the Spirit is for me, for my children and for all that are afar off.",
          "Father, prick the hearts of those I pray for, and lead them to repentance and faith in Jesus.",
          "Holy Spirit, reach the children and grandchildren of believers who have not yet received the promise for themselves.",
        ],
      },
      {
        theme: "They Continued Stedfastly",
        reference: "Acts 2:42",
        reflection:
          "Pentecost did not end with a single meeting; it produced a community. Three thousand new believers continued stedfastly in the apostles' doctrine and fellowship, in breaking of bread and in prayers. The fire of the Spirit found its home in ordinary, faithful rhythms of teaching, friendship, meals and prayer. Revival lasts where these simple things are kept up day by day.",
        prayerPoints: [
          "Lord, make me stedfast in Your word, in fellowship, in the breaking of bread and in prayer.",
          "Father, establish new believers in strong, loving churches where they can grow and continue.",
          "Holy Spirit, restore the place of prayer at the centre of my church's life, not at its edges.",
        ],
      },
      {
        theme: "How Much More",
        reference: "Luke 11:13",
        reflection:
          "Jesus pointed to ordinary parents who, though imperfect, know how to give good gifts to their children. If they do, how much more shall your heavenly Father give the Holy Spirit to them that ask Him? The Spirit is not a reward for the deserving but a gift for those who ask. Ask Him today, simply and boldly, as a child asks a loving father.",
        prayerPoints: [
          "Heavenly Father, I ask You for the Holy Spirit today, trusting Your goodness as Your child.",
          "Lord, give Your Spirit to those who are asking for the first time, and let them know Your fatherly love.",
          "Father, heal the image of fatherhood in those who were hurt by earthly fathers, so that they can trust You.",
        ],
      },
      {
        theme: "Rivers of Living Water",
        reference: "John 7:37-39",
        reflection:
          "On the last great day of the feast, when water was poured out in the temple, Jesus stood and cried, “If any man thirst, let him come unto me, and drink.” He promised that rivers of living water would flow out of the believer. John explains that He spoke of the Spirit, who would be given once Jesus was glorified. The Spirit is not meant to stay in us like still water but to flow through us to a thirsty world.",
        prayerPoints: [
          "Lord Jesus, I am thirsty; I come to You and drink, and I ask You to fill me with Your Spirit.",
          "Holy Spirit, let rivers of living water flow out of my life today to the people I meet.",
          "Father, satisfy the spiritual thirst of my city, and let Your church be a spring of life in dry places.",
        ],
      },
    ],
  },
  {
    theme: "Abiding in the Vine",
    days: [
      {
        theme: "Without Me Ye Can Do Nothing",
        reference: "John 15:4-5",
        reflection:
          "A branch does not strain to produce fruit; it simply stays joined to the vine and lets the life flow. Jesus says, “Abide in me, and I in you,” and then states the plain truth: without me ye can do nothing. Fruitfulness is not the result of greater effort but of deeper union with Him. Begin today not by doing more but by abiding.",
        prayerPoints: [
          "Lord Jesus, I abide in You today, and I ask You to abide in me; without You I can do nothing.",
          "Father, forgive me for trying to bear fruit in my own strength, and draw me back into union with Christ.",
          "True Vine, let Your life flow through the branches of Your church, so that we bring forth much fruit.",
        ],
      },
      {
        theme: "Ask What Ye Will",
        reference: "John 15:7",
        reflection:
          "Jesus gives one of the boldest prayer promises in the Bible: ye shall ask what ye will, and it shall be done unto you. But the promise rests on two conditions: abide in me, and let my words abide in you. When His words live in us, our desires are shaped by His, and our asking comes into line with His will. Fill your heart with His word today, and then ask boldly.",
        prayerPoints: [
          "Lord, let Your words abide in me richly, so that my prayers are shaped by Your desires.",
          "Father, I ask boldly today for the salvation of those I love, trusting Your promise to those who abide in Christ.",
          "Jesus, teach Your church to pray from Your words and not from our fears.",
        ],
      },
      {
        theme: "Purged to Bring Forth More Fruit",
        reference: "John 15:2",
        reflection:
          "The Father is the husbandman who tends the vine with care. Every branch that beareth fruit, He purgeth it, that it may bring forth more fruit. Pruning hurts, and it can feel like loss or rejection, but it is a sign of His attention, not His absence. If you are being cut back in this season, trust the hands that hold the knife.",
        prayerPoints: [
          "Father, I trust Your hands as You prune my life; cut away whatever hinders greater fruitfulness.",
          "Lord, comfort those who are in a painful season of pruning, and show them that You are preparing more fruit.",
          "Husbandman of the vine, purge Your church of what is dead, so that we bring forth more fruit for Your glory.",
        ],
      },
      {
        theme: "The Fruit of the Spirit",
        reference: "Galatians 5:22-23",
        reflection:
          "Paul lists nine qualities, but he calls them fruit, singular: one harvest of the one Spirit. Love, joy, peace, longsuffering, gentleness, goodness, faith, meekness and temperance are not achievements we produce but the character of Christ growing in us. Against such there is no law, because they fulfil everything the law was aiming at. Ask the Spirit today to grow in you the fruit you see least of.",
        prayerPoints: [
          "Holy Spirit, grow Your fruit in me: love, joy, peace, longsuffering, gentleness, goodness, faith, meekness and temperance.",
          "Lord, show me which fruit is weakest in my life, and patiently cultivate it in me.",
          "Father, let the character of Christ be seen in Your people, so that our lives commend the gospel we speak.",
        ],
      },
      {
        theme: "Walk in the Spirit",
        reference: "Galatians 5:16",
        reflection:
          "Paul does not say, fight the flesh and then you will walk in the Spirit; he puts it the other way round. “Walk in the Spirit, and ye shall not fulfil the lust of the flesh.” Walking is ordinary, step by step and day by day, keeping in step with the One who leads. The best defence against sin is a life that is busy following the Spirit.",
        prayerPoints: [
          "Holy Spirit, I choose to walk with You today, step by step, in every conversation and decision.",
          "Lord, free those who are worn out from fighting the same sin, and teach them to walk in the Spirit.",
          "Father, let my church be known not for rules but for people who walk in step with Your Spirit.",
        ],
      },
      {
        theme: "Charity Suffereth Long",
        reference: "1 Corinthians 13:4-7",
        reflection:
          "Paul wrote these famous words to a gifted church that was tearing itself apart. Love suffers long and is kind, envies not, is not puffed up, seeketh not her own and thinketh no evil. It beareth all things, believeth all things, hopeth all things, endureth all things. This is the love the Spirit pours into us, and it is the soil in which all true intercession grows.",
        prayerPoints: [
          "Lord, make my love patient and kind, free from envy and pride, and slow to take offence.",
          "Father, pour Your love into the relationships in my life that are strained and tired.",
          "Holy Spirit, heal divided churches by teaching them the love that beareth, believeth, hopeth and endureth all things.",
        ],
      },
      {
        theme: "Fruit That Should Remain",
        reference: "John 15:16",
        reflection:
          "Jesus reminds His disciples that they did not choose Him; He chose them and ordained them. His purpose is that they should go and bring forth fruit, and that their fruit should remain. He links lasting fruit with answered prayer: whatsoever ye ask of the Father in my name, He may give it you. You are chosen, appointed and sent, and your prayers are part of the fruit that lasts.",
        prayerPoints: [
          "Lord Jesus, thank You that You chose me and ordained me to bring forth fruit that remains.",
          "Father, let the fruit of my life and ministry last beyond me, in changed lives and faithful disciples.",
          "Jesus, establish the new believers I pray for, so that their faith remains and grows.",
        ],
      },
    ],
  },
  {
    theme: "Praying in the Spirit",
    days: [
      {
        theme: "Praying Always with All Prayer",
        reference: "Ephesians 6:18",
        reflection:
          "After describing the armour of God, Paul does not say the battle is over; he says pray. Praying always with all prayer and supplication in the Spirit, and watching thereunto with all perseverance. Prayer is the way the armour is worn in battle. And notice the breadth: supplication for all saints, not only for ourselves and our friends.",
        prayerPoints: [
          "Holy Spirit, teach me to pray always, with all prayer and supplication, watching with perseverance.",
          "Father, I pray today for all saints: for believers I know and for brothers and sisters I will never meet.",
          "Lord, keep intercessors alert and persevering, so that they do not grow weary of watching.",
        ],
      },
      {
        theme: "The Spirit Helpeth Our Infirmities",
        reference: "Romans 8:26-27",
        reflection:
          "Paul admits something every intercessor knows: we know not what we should pray for as we ought. But we are not left alone in our weakness. The Spirit Himself maketh intercession for us with groanings which cannot be uttered, and He prays according to the will of God. And the Father, who searches the hearts, knows the mind of the Spirit. When words run out, the Spirit is still praying.",
        prayerPoints: [
          "Holy Spirit, thank You that You help my infirmities and pray for me when I do not know what to pray.",
          "Father, You search the hearts; hear the groanings of Your Spirit through me for the situations that are beyond my words.",
          "Spirit of God, intercede for the suffering saints who are too weak or weary to pray for themselves today.",
        ],
      },
      {
        theme: "Praying in the Holy Ghost",
        reference: "Jude 1:20-21",
        reflection:
          "Jude writes to believers in a time of confusion and false teaching. His strategy is simple: build up yourselves on your most holy faith, pray in the Holy Ghost, and keep yourselves in the love of God. Praying in the Spirit is not an escape from a troubled world; it is how we are strengthened to stand in it. Spend time today letting the Spirit build you up as you pray.",
        prayerPoints: [
          "Holy Spirit, build me up on my most holy faith as I pray in You today.",
          "Father, keep me in Your love, and keep the people I pray for in Your love too.",
          "Lord Jesus, strengthen believers surrounded by false teaching, and keep them looking for Your mercy unto eternal life.",
        ],
      },
      {
        theme: "With the Spirit and with the Understanding",
        reference: "1 Corinthians 14:15",
        reflection:
          "Paul holds together two things we often separate. He will pray with the spirit, and he will pray with the understanding also; he will sing with the spirit and with the understanding too. Prayer engages the depths of our spirit and the clarity of our minds. The Spirit does not bypass our thinking; He fills and directs it.",
        prayerPoints: [
          "Lord, I will pray with the spirit and with the understanding also; fill both my heart and my mind today.",
          "Holy Spirit, give me clear understanding as I pray for complex situations in my nation and the world.",
          "Father, keep Your church from both cold formalism and mindless emotion, and lead us into Spirit-filled, thoughtful worship.",
        ],
      },
      {
        theme: "Abba, Father",
        reference: "Romans 8:15-16",
        reflection:
          "We have not received the spirit of bondage again to fear. We have received the Spirit of adoption, whereby we cry, Abba, Father. The Spirit Himself bears witness with our spirit that we are the children of God. Before we are intercessors, warriors or workers, we are children, and the Spirit teaches us to pray from that secure place.",
        prayerPoints: [
          "Abba, Father, thank You that I am Your child and that Your Spirit bears witness with mine.",
          "Lord, set free those who pray from fear and bondage, and let them know the Spirit of adoption.",
          "Father, gather orphans, the fatherless and the abandoned into Your family, and let them cry Abba, Father.",
        ],
      },
      {
        theme: "The Spirit of Grace and of Supplications",
        reference: "Zechariah 12:10",
        reflection:
          "Zechariah foresaw a day when God would pour upon the house of David and the inhabitants of Jerusalem the spirit of grace and of supplications. They would look upon Him whom they had pierced and mourn. True prayer and repentance are gifts of the Spirit, not things we can work up by ourselves. Ask God to pour out that spirit of grace and supplication on His people today.",
        prayerPoints: [
          "Lord, pour out upon me the spirit of grace and of supplications, and teach me to pray.",
          "Father, pour out this spirit on the Jewish people, so that they look upon Jesus, whom they pierced, and believe.",
          "Holy Spirit, bring deep, tender repentance to Your church as we look again at the cross.",
        ],
      },
      {
        theme: "Quench Not the Spirit",
        reference: "1 Thessalonians 5:19-21",
        reflection:
          "Paul gives three short commands to a young church: quench not the Spirit, despise not prophesyings, prove all things. We can pour water on the Spirit's fire by fear, cynicism or control. Yet Paul also asks for discernment, to hold fast that which is good and let go of what is not. Welcome the Spirit's work today with both openness and wisdom.",
        prayerPoints: [
          "Holy Spirit, forgive me for the times I have quenched Your fire through fear, cynicism or the need to control.",
          "Lord, give Your church both openness to Your voice and wisdom to prove all things.",
          "Father, help me to hold fast that which is good in what You are doing, and to let go of what is not from You.",
        ],
      },
    ],
  },
  {
    theme: "One Body: Unity in Christ",
    days: [
      {
        theme: "That They All May Be One",
        reference: "John 17:21",
        reflection:
          "On the night before the cross, Jesus prayed not only for His disciples but for all who would believe through their word. His request was that they all may be one, as the Father is in the Son and the Son in the Father. The purpose of that unity is breathtaking: that the world may believe. Our divisions are not a private matter; they hide Jesus from the watching world.",
        prayerPoints: [
          "Lord Jesus, answer Your own prayer in my generation, and make Your people one, as You and the Father are one.",
          "Father, forgive the divisions and rivalries among churches in my city, and heal them.",
          "God, let the unity of Your people be so visible that the world may believe that You sent Jesus.",
        ],
      },
      {
        theme: "How Good and How Pleasant",
        reference: "Psalm 133:1",
        reflection:
          "David celebrates something that is both good and pleasant: brethren dwelling together in unity. The rest of the psalm compares it to precious anointing oil and to the dew of Hermon, and says that there the Lord commanded the blessing. Unity is not merely comfortable; it is a place where God pours out blessing. Pray today for the unity that invites His blessing.",
        prayerPoints: [
          "Lord, make my family, my church and my prayer group places where brethren dwell together in unity.",
          "Father, command Your blessing where Your people live in peace, and let it flow to our neighbourhoods.",
          "God of peace, heal the breaches between Christians of different backgrounds, generations and traditions.",
        ],
      },
      {
        theme: "Endeavouring to Keep the Unity",
        reference: "Ephesians 4:2-3",
        reflection:
          "Paul does not ask us to create unity; the Spirit has already made it. Our calling is to endeavour to keep the unity of the Spirit in the bond of peace. That takes lowliness, meekness, longsuffering and forbearing one another in love. The bond that holds us together is peace, and peace is often kept by the one who chooses to overlook an offence. Keeping unity is hard work, and it is done one humble choice at a time.",
        prayerPoints: [
          "Lord, give me lowliness and meekness, and help me to forbear others in love today.",
          "Father, help me to keep the unity of the Spirit in the bond of peace in my relationships.",
          "Holy Spirit, guard my church from gossip, suspicion and division, and bind us together in peace.",
        ],
      },
      {
        theme: "Many Members, One Body",
        reference: "1 Corinthians 12:12",
        reflection:
          "Paul uses the human body to show how the church works. The body is one and has many members, and all the members, being many, are one body: so also is Christ. Unity is not uniformity; it is many different parts joined together for one purpose. Every member is needed, and no one is too small or too different to belong. The praying grandmother and the young worship leader are parts of the same body.",
        prayerPoints: [
          "Lord, thank You that I am a member of Your body, and that I belong with brothers and sisters who are different from me.",
          "Father, help every member of my church to find their place and to use their gifts for the good of all.",
          "Christ, Head of the body, join together believers across nations and cultures to work as one.",
        ],
      },
      {
        theme: "When One Member Suffers",
        reference: "1 Corinthians 12:26",
        reflection:
          "In a healthy body, pain in one part is felt by the whole. Paul says that whether one member suffer, all the members suffer with it; or one member be honoured, all rejoice with it. Intercession is one way the body feels with its hurting members. Distance does not separate members of one body, because the same Spirit joins us. Let the suffering of believers far away touch your heart today.",
        prayerPoints: [
          "Lord, let me feel the pain of my suffering brothers and sisters and carry them in prayer.",
          "Father, comfort members of Your body who are suffering persecution, poverty or illness today.",
          "God, teach me to rejoice genuinely when others are honoured, without envy or comparison.",
        ],
      },
      {
        theme: "Bear Ye One Another's Burdens",
        reference: "Galatians 6:2",
        reflection:
          "Paul tells the Galatians to bear one another's burdens, and so fulfil the law of Christ. The law of Christ is love, and love shows itself in carrying weight that is not our own. Sometimes that means practical help; often it begins with prayer. Pride hides its own burdens and ignores the burdens of others, but love makes room for both. Whose burden is God inviting you to help carry today?",
        prayerPoints: [
          "Lord, show me whose burden You want me to help carry today, in prayer and in practical ways.",
          "Father, lift the weight from the shoulders of those in my church who are struggling alone.",
          "Jesus, teach Your people to fulfil Your law by bearing one another's burdens with love.",
        ],
      },
      {
        theme: "Of One Heart and of One Soul",
        reference: "Acts 4:32",
        reflection:
          "After a powerful prayer meeting that shook the place where they were assembled, the believers were of one heart and of one soul. No one said that anything he possessed was his own; they had all things common. Unity of heart showed itself in generosity. When the Spirit fills a church, people start to care for one another in practical ways.",
        prayerPoints: [
          "Lord, make my church of one heart and of one soul, full of Your Spirit and Your generosity.",
          "Father, loosen my grip on my possessions, so that I can share freely with those in need.",
          "Holy Spirit, shake our places of prayer again, and fill us with boldness and love.",
        ],
      },
    ],
  },
];
