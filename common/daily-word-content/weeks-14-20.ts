import type { DailyWordWeek } from "./types";

/** Weeks 14–20: Easter and resurrection life, the Good Shepherd, the Psalms, the armour of God, authority in Jesus' name, Ascension. */
export const WEEKS_14_20: readonly DailyWordWeek[] = [
  {
    theme: "Easter: He Is Risen",
    days: [
      {
        theme: "He Is Not Here",
        reference: "Matthew 28:5-6",
        reflection:
          "The women came to the tomb with spices for a dead body, and an angel met them with the greatest news ever spoken. “Fear not ye,” he said, “for I know that ye seek Jesus, which was crucified. He is not here: for he is risen, as he said.” Everything Jesus had promised was proved true that morning. Whatever grave you are standing beside in prayer today, the empty tomb is God's answer to fear.",
        prayerPoints: [
          "Risen Lord Jesus, I worship You today; You are not in the grave, for You are risen as You said.",
          "Father, let the fear that grips the people I pray for be replaced by the joy of the resurrection.",
          "Lord, send Your church out from its gatherings this Easter, like the women from the tomb, to tell the good news quickly.",
        ],
      },
      {
        theme: "She Turned Herself and Saw Jesus",
        reference: "John 20:15-16",
        reflection:
          "Mary Magdalene stood weeping outside the tomb, so overwhelmed by grief that she mistook Jesus for the gardener. Then He spoke one word, her name, and she knew Him at once and cried, “Rabboni.” The risen Lord did not first appear to the powerful but to a grieving woman who would not leave. He still meets those who linger in sorrow, and He still calls His sheep by name.",
        prayerPoints: [
          "Lord Jesus, thank You that You know my name and that You call me as You called Mary in the garden.",
          "Risen Saviour, meet the people who are weeping at graves today, and let them hear You speak their name.",
          "Father, give me a faithfulness like Mary's, that stays near You when nothing makes sense.",
        ],
      },
      {
        theme: "Did Not Our Heart Burn?",
        reference: "Luke 24:30-32",
        reflection:
          "Two disappointed disciples walked to Emmaus, talking about the hopes that had died with Jesus, while the risen Lord walked beside them unrecognised. At the table He took bread, blessed it and broke it, and their eyes were opened. Looking back, they said that their hearts had burned within them while He opened the Scriptures. Jesus often walks with us in disappointment long before we recognise Him.",
        prayerPoints: [
          "Lord Jesus, open my eyes to recognise You walking beside me in the disappointments of this season.",
          "Risen Christ, make my heart burn within me as You open the Scriptures to me.",
          "Father, come alongside disillusioned believers who are walking away from Jerusalem, and turn them back with fresh hope.",
        ],
      },
      {
        theme: "Peace Be unto You",
        reference: "John 20:19-20",
        reflection:
          "On the evening of the resurrection the disciples were hiding behind shut doors for fear. Jesus came and stood in the midst and said, “Peace be unto you,” and then showed them His hands and His side. His peace was not a denial of suffering; it came through the wounds He had borne. When His friends saw the Lord, fear gave way to gladness.",
        prayerPoints: [
          "Risen Lord, come and stand in the midst of my fears today, and speak Your peace over my heart.",
          "Jesus, come through the shut doors of homes and hearts locked in fear, and show them Your wounds of love.",
          "Prince of Peace, turn the fear of Your persecuted church into gladness as they see You in their midst.",
        ],
      },
      {
        theme: "My Lord and My God",
        reference: "John 20:27-28",
        reflection:
          "Thomas had declared that he would not believe unless he touched the wounds himself. Eight days later Jesus came and invited him to do exactly that, without a word of rebuke. Thomas did not need to touch; he fell into the great confession, “My Lord and my God.” Jesus meets honest doubters with patience, and He is able to turn doubt into worship.",
        prayerPoints: [
          "Lord Jesus, You are my Lord and my God, and I worship You today with all my heart.",
          "Risen Christ, meet the honest doubters I know with Your patience, and show them Your wounds.",
          "Father, where my faith has been shaken, restore it and make me believing rather than faithless.",
        ],
      },
      {
        theme: "O Death, Where Is Thy Sting?",
        reference: "1 Corinthians 15:55-57",
        reflection:
          "Paul ends his great chapter on the resurrection with a taunt aimed at death itself. Death has a sting, which is sin, and sin draws its strength from the law, yet Christ has dealt with both. “But thanks be to God, which giveth us the victory through our Lord Jesus Christ.” Because He lives, death is a defeated enemy, and every believer can face it with hope.",
        prayerPoints: [
          "Thanks be to You, God, who gives us the victory through our Lord Jesus Christ.",
          "Lord, comfort those who are facing death today, and let them know that its sting has been removed.",
          "Risen Saviour, fill the bereaved with resurrection hope as they grieve, so that they do not sorrow as others which have no hope.",
        ],
      },
      {
        theme: "A Lively Hope",
        reference: "1 Peter 1:3",
        reflection:
          "Peter, who once denied his Lord, bursts into praise for God's abundant mercy. God has begotten us again unto a lively hope by the resurrection of Jesus Christ from the dead. Christian hope is not wishful thinking; it is alive because Jesus is alive. Let that living hope lift your prayers today above the limits of what seems possible.",
        prayerPoints: [
          "Blessed be You, God and Father of our Lord Jesus Christ, for begetting me again unto a lively hope.",
          "Lord, let Your living hope rise in those who have given up on their lives, their families or their future.",
          "Father, let Your abundant mercy reach those who have denied You, as it reached Peter, and restore them.",
        ],
      },
    ],
  },
  {
    theme: "Risen with Christ",
    days: [
      {
        theme: "The Power of His Resurrection",
        reference: "Philippians 3:10",
        reflection:
          "Paul's great ambition was not success in ministry but knowing Christ. He longed to know the power of His resurrection and the fellowship of His sufferings, being made conformable unto His death. Resurrection power and the fellowship of suffering go together in the Christian life. Ask today to know Him more deeply, whatever that knowing may cost.",
        prayerPoints: [
          "Lord Jesus, I want to know You and the power of Your resurrection more than anything else.",
          "Father, give me grace to share in the fellowship of Christ's sufferings without bitterness or fear.",
          "Holy Spirit, let resurrection power be at work in believers who feel weak and defeated today.",
        ],
      },
      {
        theme: "Walk in Newness of Life",
        reference: "Romans 6:4",
        reflection:
          "Paul explains baptism as burial with Christ into His death. Just as Christ was raised up from the dead by the glory of the Father, we also should walk in newness of life. The old life, with its guilt and its habits, has been buried, and a new one has begun. We do not walk in newness of life by trying harder but by living from what God has already done. Walk today as someone who has truly been raised.",
        prayerPoints: [
          "Lord, thank You that I have been buried with Christ and raised to walk in newness of life.",
          "Father, free me from old habits that belong in the grave, and help me live as a new creation today.",
          "Risen Christ, strengthen new believers and those recently baptised to walk in their new life with joy.",
        ],
      },
      {
        theme: "Seek Those Things Which Are Above",
        reference: "Colossians 3:1-2",
        reflection:
          "If we are risen with Christ, Paul says, our desires should follow Him. We seek those things which are above, where Christ sitteth on the right hand of God. Setting our affection on things above does not make us careless about earth; it frees us from being ruled by it. Prayer is one of the ways we lift our eyes to where Christ is seated.",
        prayerPoints: [
          "Lord, I set my affection on things above, where Christ sits at Your right hand.",
          "Father, loosen the grip that earthly worries and ambitions have on my heart.",
          "Risen Lord, lift the eyes of Your church above anxiety and rivalry to seek Your kingdom together.",
        ],
      },
      {
        theme: "The Spirit That Raised Up Jesus",
        reference: "Romans 8:11",
        reflection:
          "The same Spirit that raised up Jesus from the dead dwells in every believer. Paul promises that He shall also quicken our mortal bodies by His Spirit. Resurrection is not only a future hope but a present power at work in ordinary, mortal lives. Invite the Spirit of resurrection to breathe life into every weary and dying place in you today.",
        prayerPoints: [
          "Holy Spirit, thank You that the same Spirit that raised Jesus from the dead dwells in me.",
          "Lord, quicken my mortal body with Your life, and strengthen me in every place of weakness and sickness.",
          "Spirit of life, breathe resurrection into dead churches, broken homes and hopeless situations I carry in prayer.",
        ],
      },
      {
        theme: "The Exceeding Greatness of His Power",
        reference: "Ephesians 1:19-20",
        reflection:
          "Paul prays that believers would know the exceeding greatness of God's power toward them. He measures that power by the greatest event in history: God raised Christ from the dead and set Him at His own right hand. The same mighty power works toward us who believe. We pray not to a God who might be able, but to One who has already conquered death.",
        prayerPoints: [
          "Father, open my eyes to know the exceeding greatness of Your power toward us who believe.",
          "Lord, let the power that raised Christ from the dead work in the situations I have thought impossible.",
          "God of glory, reveal Your mighty power in Your church, so that the world sees that Jesus is alive.",
        ],
      },
      {
        theme: "Lovest Thou Me?",
        reference: "John 21:15-17",
        reflection:
          "Peter had denied Jesus three times beside a fire, and by another fire the risen Lord asked him three times, “lovest thou me?” Each answer was met with a commission: feed my lambs, feed my sheep. Jesus did not merely forgive Peter; He restored him to his calling. Failure is not the end of the story for those who love Him.",
        prayerPoints: [
          "Lord Jesus, You know all things; You know that I love You, and I give You my heart again today.",
          "Risen Shepherd, restore those who have failed You and feel disqualified, and call them back to their calling.",
          "Father, give shepherds in Your church a fresh love for You that overflows in care for Your sheep.",
        ],
      },
      {
        theme: "I Am the Resurrection and the Life",
        reference: "John 11:25-26",
        reflection:
          "Martha met Jesus four days after her brother's burial, full of grief and faith mixed together. Jesus did not only promise a future resurrection; He said, “I am the resurrection, and the life.” Resurrection is not merely an event but a Person. Then He asked Martha the question He asks each of us, and every intercessor who stands beside a grave of hope: “Believest thou this?”",
        prayerPoints: [
          "Lord Jesus, You are the resurrection and the life, and I believe this.",
          "Father, draw near to grieving families who are asking where You were, and reveal Jesus to them as the life.",
          "Risen Lord, call the spiritually dead in my family to come forth into Your life, as You called Lazarus.",
        ],
      },
    ],
  },
  {
    theme: "The Good Shepherd",
    days: [
      {
        theme: "The Lord Is My Shepherd",
        reference: "Psalm 23:1-3",
        reflection:
          "David, who had been a shepherd himself, knew what sheep need: provision, rest, water, restoration and guidance. “The LORD is my shepherd; I shall not want,” he wrote, and then traced each need that the Shepherd meets. He maketh me to lie down, He leadeth me, He restoreth my soul. Rest today in the care of the Shepherd who knows exactly what you need.",
        prayerPoints: [
          "Lord, You are my shepherd; I shall not want, and I rest today in Your care.",
          "Shepherd of my soul, restore the souls of the weary and burned-out believers I know, and lead them beside still waters.",
          "Father, lead me in the paths of righteousness for Your name's sake in every decision today.",
        ],
      },
      {
        theme: "Through the Valley",
        reference: "Psalm 23:4",
        reflection:
          "The psalm does not promise that we will avoid the valley of the shadow of death. It promises presence in it: “I will fear no evil: for thou art with me.” Notice that David shifts from speaking about the Shepherd to speaking to Him in the valley. The rod and staff that protect and guide bring comfort in the darkest places.",
        prayerPoints: [
          "Lord, thank You that You are with me in every valley; I will fear no evil.",
          "Good Shepherd, walk closely with those who are in the valley of the shadow of death today, and comfort them with Your rod and staff.",
          "Father, strengthen hospital chaplains, carers and families who sit with the dying, and let them know You are near.",
        ],
      },
      {
        theme: "My Cup Runneth Over",
        reference: "Psalm 23:5-6",
        reflection:
          "The picture changes from a shepherd to a host who prepares a table in the presence of enemies. God anoints our head with oil and fills our cup until it runs over. Goodness and mercy shall follow us all the days of our lives, pursuing us like faithful companions. Whatever enemies surround you, the Lord's table is still set.",
        prayerPoints: [
          "Lord, thank You for preparing a table before me in the presence of my enemies, and for my overflowing cup.",
          "Father, let goodness and mercy follow those I pray for all the days of their lives.",
          "Good Shepherd, bring every one of Your sheep home to dwell in Your house for ever.",
        ],
      },
      {
        theme: "The Good Shepherd Giveth His Life",
        reference: "John 10:11",
        reflection:
          "Jesus contrasts Himself with hirelings who run away when the wolf comes. “I am the good shepherd,” He says, “the good shepherd giveth his life for the sheep.” A hireling works for wages and flees when danger comes, but the good shepherd belongs to the sheep and stays. His goodness is proved not in words but in the cross. We can trust a Shepherd who has already laid down His life for us.",
        prayerPoints: [
          "Lord Jesus, thank You that You are the good shepherd who gave Your life for me.",
          "Good Shepherd, protect Your sheep from wolves who would scatter and devour them, especially the vulnerable and young.",
          "Father, raise up faithful pastors who love the flock and will not flee when danger comes.",
        ],
      },
      {
        theme: "Other Sheep I Have",
        reference: "John 10:16",
        reflection:
          "Jesus looked beyond the fold of Israel to other sheep who were not yet gathered. “Them also I must bring,” He said, “and they shall hear my voice.” His heart is for one fold and one shepherd, a flock drawn from every nation, tribe and tongue. The word must is striking: Jesus is committed to bringing them in. Pray today for the other sheep who have not yet heard His voice.",
        prayerPoints: [
          "Good Shepherd, bring in the other sheep who are not yet of Your fold, and let them hear Your voice.",
          "Lord, I pray for the unreached peoples of the earth; send messengers so that they can hear and follow You.",
          "Father, make Your scattered church one flock under one shepherd, united in love.",
        ],
      },
      {
        theme: "He Shall Gather the Lambs",
        reference: "Isaiah 40:11",
        reflection:
          "Isaiah pictures the mighty Lord God as a tender shepherd. He shall feed His flock, gather the lambs with His arm and carry them in His bosom. He gently leads those that are with young, moving at the pace of the most vulnerable. The same chapter speaks of His mighty arm ruling the nations, yet here that arm gathers lambs. His strength is expressed in gentleness toward the weak.",
        prayerPoints: [
          "Lord, thank You for Your gentleness; gather me in Your arms today where I am weak.",
          "Good Shepherd, carry the little ones in Your bosom: children at risk, orphans and those who have no one to protect them.",
          "Father, gently lead expectant and new mothers, and all who carry young ones in difficult circumstances.",
        ],
      },
      {
        theme: "Until He Find It",
        reference: "Luke 15:4-5",
        reflection:
          "The shepherd in Jesus' parable leaves the ninety and nine in the wilderness and goes after the one that is lost. He keeps searching until he finds it. When he does, he does not scold it but lays it on his shoulders, rejoicing. Jesus told this story to religious people who grumbled that He received sinners. Every lost person you pray for is worth that search to God.",
        prayerPoints: [
          "Good Shepherd, go after the lost one I am praying for, and do not stop until You find them.",
          "Lord, thank You that You found me and carried me home on Your shoulders with rejoicing.",
          "Father, give my church the shepherd's heart, so that we go out looking for the one and not only caring for the ninety and nine.",
        ],
      },
    ],
  },
  {
    theme: "Praying the Psalms",
    days: [
      {
        theme: "Like a Tree Planted",
        reference: "Psalm 1:1-3",
        reflection:
          "The book of Psalms opens with a portrait of a blessed life. The blessed man does not walk in the counsel of the ungodly; his delight is in the law of the Lord, and he meditates on it day and night. He becomes like a tree planted by rivers of water, fruitful in season and green in drought. Prayer that is rooted in Scripture draws from a river that never runs dry.",
        prayerPoints: [
          "Lord, let my delight be in Your word, and teach me to meditate on it day and night.",
          "Father, plant me like a tree by rivers of water, so that I bring forth fruit in my season.",
          "God, keep the young people I pray for from walking in the counsel of the ungodly, and root them in Your word.",
        ],
      },
      {
        theme: "As the Hart Panteth",
        reference: "Psalm 42:1-2",
        reflection:
          "The psalmist was far from the temple and surrounded by mockers, and his soul felt parched. He compared his longing to a deer panting for water brooks. “My soul thirsteth for God, for the living God,” he wrote, asking when he could come and appear before Him. Spiritual dryness is not the absence of faith; it is often the cry of a heart made for God.",
        prayerPoints: [
          "Lord, as the hart panteth after the water brooks, so my soul longs for You today.",
          "Living God, satisfy the thirst of those who feel spiritually dry and far from You.",
          "Father, draw back those who once worshipped with joy but are now far from Your house.",
        ],
      },
      {
        theme: "How Long, O Lord?",
        reference: "Psalm 13:1-2",
        reflection:
          "Four times David asks “How long?” He feels forgotten, he feels God is hiding His face, and sorrow fills his heart daily. The Psalms give us permission to bring our complaints to God rather than hiding them. Lament is not a lack of faith; it is faith that keeps talking to God in the dark. Bring your own “how long” to Him today.",
        prayerPoints: [
          "Lord, I bring You my honest questions today; You know how long I have waited.",
          "Father, hear the cries of those who feel forgotten by You, and lift the light of Your face upon them.",
          "God, teach Your church to lament honestly over injustice and suffering, and not to hide behind easy words.",
        ],
      },
      {
        theme: "The Lord Is My Light",
        reference: "Psalm 27:1",
        reflection:
          "David asks two questions that expect the answer nobody: whom shall I fear, and of whom shall I be afraid? The Lord is his light, his salvation and the strength of his life. He wrote this with real enemies around him, not in a season of ease. Fear fades when we see how great God is. Whatever frightens you today, set it beside the light of His presence.",
        prayerPoints: [
          "Lord, You are my light and my salvation, and the strength of my life; I will not be afraid of anyone or anything today.",
          "Father, be the strength of the lives of those who are afraid today, especially children who live with fear.",
          "God, shine Your light into the darkness that surrounds Your people in hostile places.",
        ],
      },
      {
        theme: "One Thing Have I Desired",
        reference: "Psalm 27:4",
        reflection:
          "David was a king with many duties and many desires, yet he narrowed them to one. He desired to dwell in the house of the Lord all the days of his life, to behold His beauty and to enquire in His temple. Intercession flows best from hearts that have first gazed on the beauty of the Lord. Let this one desire reorder everything else today.",
        prayerPoints: [
          "Lord, one thing I desire: to dwell in Your presence and behold Your beauty.",
          "Father, purify my desires so that seeking You comes before everything else.",
          "God, raise up worshippers in my generation who long to enquire in Your temple.",
        ],
      },
      {
        theme: "Pour Out Your Heart",
        reference: "Psalm 62:8",
        reflection:
          "David invites the whole people to trust God at all times. Then he tells them what to do with their burdens: “pour out your heart before him.” God is a refuge for us, strong enough to receive our raw emotions without being shaken by them. Many of us pour out our hearts to everyone but God, and feel emptier afterward. Nothing you bring Him today is too much for Him to hold.",
        prayerPoints: [
          "Lord, I trust in You at all times, and I pour out my heart before You today.",
          "Father, be a refuge for those who have no one to pour out their hearts to.",
          "God, teach my church to be a safe place where burdens can be shared and carried to You.",
        ],
      },
      {
        theme: "Early Will I Seek Thee",
        reference: "Psalm 63:1-3",
        reflection:
          "David wrote this psalm in the wilderness of Judah, in a dry and thirsty land where no water is. Yet he says, “early will I seek thee,” remembering how he had seen God's power and glory in the sanctuary. He concludes that God's lovingkindness is better than life itself. Seek Him early today, before the noise of the day begins.",
        prayerPoints: [
          "O God, You are my God; early will I seek You, because Your lovingkindness is better than life.",
          "Lord, meet those who are in a dry and thirsty land today, and show them Your power and glory.",
          "Father, give me grace to seek You first each morning before I look at anything else.",
        ],
      },
    ],
  },
  {
    theme: "The Armour of God",
    days: [
      {
        theme: "Be Strong in the Lord",
        reference: "Ephesians 6:10-11",
        reflection:
          "Paul ends his letter to the Ephesians with a call to strength, but not the kind we can manufacture. “Be strong in the Lord, and in the power of his might,” he says, and then he tells us to put on the whole armour of God. The armour is God's, forged by Him and given to us; our part is to put it on, every piece, every day. Only then can we stand against the wiles of the devil, his schemes and subtle strategies.",
        prayerPoints: [
          "Lord, I choose to be strong in You and in the power of Your might today, not in my own strength or cleverness.",
          "Father, I put on the whole armour of God so that I can stand against the wiles of the devil in my home and work.",
          "God, strengthen intercessors who are weary from long battles, and clothe them afresh in Your armour.",
        ],
      },
      {
        theme: "Not Against Flesh and Blood",
        reference: "Ephesians 6:12",
        reflection:
          "Paul reminds us who the real enemy is: we wrestle not against flesh and blood. Behind the hostility, corruption and cruelty we see are principalities, powers, rulers of the darkness of this world and spiritual wickedness in high places. The people who oppose us are not the ultimate enemy; often they are captives themselves. This truth frees us to love people while we resist the powers that bind them.",
        prayerPoints: [
          "Lord, help me to remember that my battle is not against flesh and blood, and give me love for those who oppose me.",
          "Father, in the name of Jesus, break the hold of the spiritual wickedness that keeps my city in darkness.",
          "God of deliverance, set free those who are held captive by the rulers of the darkness of this world.",
        ],
      },
      {
        theme: "Having Done All, to Stand",
        reference: "Ephesians 6:13",
        reflection:
          "Paul speaks of an evil day, a season of particular pressure and attack that comes to every believer. The goal in that day is not always to advance; it is to withstand, and having done all, to stand. There are times when faithfulness simply means refusing to give ground, holding on to God when nothing seems to move. If you are in such a day, your victory may be that you are still standing tonight.",
        prayerPoints: [
          "Lord, help me to withstand in the evil day, and having done all, to stand firm in You.",
          "Father, hold up those who are in an evil day right now, and do not let them fall or give way.",
          "God, make Your church steadfast in seasons of pressure, so that we do not retreat from what You have given us.",
        ],
      },
      {
        theme: "Truth and Righteousness",
        reference: "Ephesians 6:14",
        reflection:
          "The first pieces of armour are the girdle of truth and the breastplate of righteousness. A soldier's belt held everything else in place, and truth holds our lives together, while the breastplate protects the heart. Lies, secrets and compromise leave gaps the enemy can exploit. Stand today with your loins girt about with truth, covered by the righteousness Christ gives and living it out in your choices.",
        prayerPoints: [
          "Lord, gird me with truth today, and keep me from every lie, exaggeration and deception.",
          "Father, cover my heart with the breastplate of righteousness, and guard me against the enemy's accusations.",
          "God of truth, let truth and righteousness prevail in my nation's courts, newsrooms and parliaments.",
        ],
      },
      {
        theme: "Shod with the Gospel of Peace",
        reference: "Ephesians 6:15",
        reflection:
          "Roman soldiers wore studded sandals that gave them firm footing and readiness to move quickly. Paul says our feet are shod with the preparation of the gospel of peace. We stand firm because we have peace with God through Christ, and we are ready to carry that peace wherever we are sent. The good news is both the ground we stand on and the message we take into battle.",
        prayerPoints: [
          "Lord, shod my feet with the preparation of the gospel of peace, so that I stand firm and move when You send me.",
          "Father, make me ready to share the good news naturally with the people I meet today.",
          "Prince of Peace, send messengers of the gospel into places torn by conflict and war, and let Your peace take root there.",
        ],
      },
      {
        theme: "The Shield of Faith",
        reference: "Ephesians 6:16",
        reflection:
          "Above all, Paul says, take the shield of faith. The wicked one shoots fiery darts: sudden fears, accusations, doubts and temptations that come without warning. A Roman shield, soaked in water, could put out flaming arrows before they did harm. Faith in God's character and His word quenches the enemy's darts, so lift your shield today by choosing to believe what He has said.",
        prayerPoints: [
          "Lord, above all I take the shield of faith, and I quench every fiery dart of the wicked aimed at my mind.",
          "Father, protect those who are under a barrage of fear and accusation today, and lift their shield of faith for them.",
          "God, strengthen the faith of believers who are tempted to give up, and surround them with others who will stand with them.",
        ],
      },
      {
        theme: "The Helmet and the Sword",
        reference: "Ephesians 6:17",
        reflection:
          "The helmet of salvation guards our minds with the assurance that we belong to God and that He will finish what He began. The sword of the Spirit is the word of God, the one weapon in the armour made for striking. Jesus used it in the wilderness, answering each temptation with “It is written.” Guard your mind with His salvation today, and take His word into your prayers as a sword.",
        prayerPoints: [
          "Lord, put on me the helmet of salvation, and guard my thoughts from doubt, despair and confusion.",
          "Holy Spirit, teach me to wield the sword of the Spirit, which is the word of God, in prayer and in temptation.",
          "Father, let Your word go out with power through preachers, teachers and ordinary believers today.",
        ],
      },
    ],
  },
  {
    theme: "Authority in the Name of Jesus",
    days: [
      {
        theme: "All Power Is Given unto Me",
        reference: "Matthew 28:18",
        reflection:
          "Before He sent His disciples into the nations, Jesus came and spake unto them: “All power is given unto me in heaven and in earth.” There is no realm, no government, no spiritual power and no situation where His authority does not reach. Our authority in prayer is never our own; it is delegated from Him. We pray as ambassadors of the One who holds all power.",
        prayerPoints: [
          "Lord Jesus, all power in heaven and in earth is Yours, and I bow to Your authority over my life.",
          "Father, let the authority of Jesus be displayed over every power that resists the gospel in my nation.",
          "Jesus, send Your church out with humble confidence in Your authority rather than in our resources.",
        ],
      },
      {
        theme: "Whatsoever Ye Shall Ask in My Name",
        reference: "John 14:13-14",
        reflection:
          "On the night before the cross, Jesus made an extraordinary promise: whatsoever ye shall ask in my name, that will I do. Asking in His name is not a formula tacked onto the end of a prayer; it means asking as His representatives, in line with His character and purposes. The goal He gives is that the Father may be glorified in the Son. Bring your requests today in the name of Jesus, and let His glory be your motive.",
        prayerPoints: [
          "Lord Jesus, I ask in Your name today, and I ask for the glory of the Father above all.",
          "Father, answer the prayers of Your people that are prayed in the name of Jesus for Your purposes in our city.",
          "Jesus, align my requests with Your will and character, so that I truly ask in Your name.",
        ],
      },
      {
        theme: "Power over All the Power of the Enemy",
        reference: "Luke 10:19",
        reflection:
          "The seventy came back from their mission full of joy, because even the devils were subject to them through Jesus' name. Jesus confirmed that He had given them power over all the power of the enemy, so that nothing would by any means hurt them. Then He added that their deeper joy should be that their names are written in heaven. Our authority is real, but our belonging to Him is more precious still.",
        prayerPoints: [
          "Lord, thank You for giving Your disciples power over all the power of the enemy, and for the authority of Your name.",
          "Father, protect Your servants on the front lines of ministry today, so that nothing shall by any means hurt them.",
          "Jesus, let my greatest joy be not in what I see happen through prayer, but that my name is written in heaven.",
        ],
      },
      {
        theme: "Where Two or Three Are Gathered",
        reference: "Matthew 18:18-20",
        reflection:
          "Jesus gave His gathered people authority to bind and to loose, and He attached a promise to agreement in prayer. If two of you shall agree on earth as touching any thing that they shall ask, it shall be done of His Father. Then comes the tender heart of it: where two or three are gathered together in His name, He is there in the midst. Small prayer meetings are never small when Jesus is present.",
        prayerPoints: [
          "Lord Jesus, thank You that You are in the midst whenever two or three gather in Your name, however small the meeting.",
          "Father, unite my prayer partners and me in true agreement, and answer what we ask together.",
          "Jesus, by Your authority bind the works of darkness in my neighbourhood and loose Your blessing, healing and peace.",
        ],
      },
      {
        theme: "The Name Above Every Name",
        reference: "Philippians 2:9-11",
        reflection:
          "Because Jesus humbled Himself and became obedient unto death, God has highly exalted Him. He has given Him a name which is above every name, so that every knee should bow and every tongue confess that Jesus Christ is Lord. That confession will one day fill heaven, earth and even the places under the earth. We pray with the confidence that history is moving toward that day.",
        prayerPoints: [
          "Lord Jesus, Your name is above every name, and I bow my knee to You today.",
          "Father, hasten the day when every tongue confesses that Jesus Christ is Lord, to Your glory.",
          "Jesus, let Your name be honoured in the homes, schools and nations where it is now mocked or forbidden.",
        ],
      },
      {
        theme: "Greater Is He",
        reference: "1 John 4:4",
        reflection:
          "John was writing to believers surrounded by false teachers and a hostile world, and he wanted them to know where they stood. “Ye are of God, little children,” he says, “and have overcome them.” The reason is not their own strength: greater is He that is in you, than he that is in the world. We never face the enemy on equal terms.",
        prayerPoints: [
          "Lord, thank You that greater is He that is in me than he that is in the world.",
          "Father, strengthen the little children of Your family who feel overwhelmed by the world's pressure today.",
          "Spirit of truth, protect Your people from false spirits and deceptive teaching, and keep them in the truth.",
        ],
      },
      {
        theme: "Mighty Through God",
        reference: "2 Corinthians 10:4-5",
        reflection:
          "Paul knew that some battles cannot be won with human weapons like clever arguments, pressure or influence. The weapons of our warfare are not carnal, but mighty through God to the pulling down of strong holds. Those strongholds include imaginations and every high thing that exalteth itself against the knowledge of God. Prayer brings down what human effort cannot, beginning with the thoughts we bring captive to Christ.",
        prayerPoints: [
          "Lord, thank You that the weapons of our warfare are mighty through You to pull down strongholds.",
          "Father, cast down every proud thought in my mind that exalts itself against the knowledge of You, and bring it captive to Christ.",
          "God, pull down the strongholds of unbelief, addiction and fear in my family and my city.",
        ],
      },
    ],
  },
  {
    theme: "Ascension: Waiting for the Promise",
    days: [
      {
        theme: "This Same Jesus",
        reference: "Acts 1:9-11",
        reflection:
          "While the disciples watched, Jesus was taken up, and a cloud received Him out of their sight. Two men in white apparel asked why they stood gazing up into heaven, and promised that this same Jesus would come again in like manner. The ascension is not absence but enthronement: the Son has taken His seat at the Father's right hand. Those who pray live between His ascension and His return, with work to do and hope to hold.",
        prayerPoints: [
          "Lord Jesus, thank You that You ascended to the Father's right hand and that You will come again in like manner.",
          "Father, keep Your church from standing idle and gazing into heaven, and send us into the work You have given.",
          "Jesus, let the hope of Your return shape how I spend my time, my money and my prayers today.",
        ],
      },
      {
        theme: "The Promise of the Father",
        reference: "Acts 1:4-5",
        reflection:
          "Jesus commanded His disciples not to depart from Jerusalem but to wait for the promise of the Father. John had baptized with water, but they would be baptized with the Holy Ghost not many days hence. Waiting was not wasted time; it was an act of obedience and trust. Some of God's greatest gifts are given to those who wait for Him instead of running ahead.",
        prayerPoints: [
          "Father, I wait for Your promise, trusting that You give Your Spirit generously to those who ask.",
          "Lord, teach me to wait in obedience rather than rushing ahead with my own plans.",
          "God, pour out Your Spirit on the believers and churches who are waiting and praying for a fresh outpouring.",
        ],
      },
      {
        theme: "Ye Shall Receive Power",
        reference: "Acts 1:8",
        reflection:
          "The disciples wanted to know when the kingdom would be restored to Israel. Jesus turned their curiosity into a commission: ye shall receive power, after that the Holy Ghost is come upon you. The power was not for private enjoyment but for witness, in Jerusalem, Judaea, Samaria and unto the uttermost part of the earth. Every outpouring of the Spirit pushes the church outward.",
        prayerPoints: [
          "Holy Spirit, come upon me with power to be a faithful witness for Jesus where I live and work.",
          "Lord, send witnesses to Jerusalem, Judaea, Samaria and the uttermost part of the earth in this generation.",
          "Father, let my church be clothed with power for mission and not only for meetings.",
        ],
      },
      {
        theme: "With One Accord in Prayer",
        reference: "Acts 1:14",
        reflection:
          "After the ascension the disciples went back to the upper room, the same men who had argued about who was greatest. Now they all continued with one accord in prayer and supplication, with the women, with Mary the mother of Jesus, and with His brothers. The church was born in a prayer meeting that crossed old divisions. Unity in prayer prepared the way for Pentecost, and it still does.",
        prayerPoints: [
          "Lord, gather Your people with one accord in prayer and supplication, as in the upper room.",
          "Father, unite my church in prayer across every generation, gender and background.",
          "God, prepare us in persistent, united prayer for a fresh outpouring of Your Spirit.",
        ],
      },
      {
        theme: "Endued with Power from on High",
        reference: "Luke 24:49",
        reflection:
          "The disciples had seen the risen Lord, touched His wounds and heard Him open the Scriptures. Yet He told them to tarry in the city of Jerusalem until they were endued with power from on high. Knowledge and experience were not enough; they needed the promised Spirit. Do not go out today in your own strength when He offers to clothe you with His.",
        prayerPoints: [
          "Lord, I will tarry in Your presence until I am clothed with power from on high.",
          "Father, keep Your workers from going out in their own strength, and clothe them with Your Spirit.",
          "Holy Spirit, endue my church with power for the work You have given us in this city.",
        ],
      },
      {
        theme: "While He Blessed Them",
        reference: "Luke 24:50-53",
        reflection:
          "Jesus led His disciples out as far as Bethany, lifted up His hands and blessed them. While He blessed them, He was parted from them and carried up into heaven. Strangely, they returned to Jerusalem not in sorrow but with great joy, continually in the temple praising and blessing God. The last sight they had of Jesus was of His hands raised in blessing, and that is how He still regards His people.",
        prayerPoints: [
          "Lord Jesus, thank You that Your last earthly act was to lift up Your hands and bless Your disciples.",
          "Father, fill Your church with great joy and continual praise, even in seasons of waiting.",
          "Jesus, lift up Your hands over the people I pray for today and bless them with Your presence.",
        ],
      },
      {
        theme: "They That Wait upon the Lord",
        reference: "Isaiah 40:31",
        reflection:
          "Isaiah spoke to exiles who felt that their way was hidden from the Lord. He reminded them that the everlasting God fainteth not, neither is weary, and that He gives strength to those who wait upon Him. They shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint. Waiting on God is not idleness but the place where our weakness is exchanged for His strength.",
        prayerPoints: [
          "Lord, as I wait upon You today, renew my strength and lift me up as on eagles' wings.",
          "Father, give strength to those who are fainting in their work and ministry, and let them run and not be weary.",
          "Everlasting God, comfort exiles, migrants and the displaced who feel that their way is hidden from You.",
        ],
      },
    ],
  },
];
