import type { DailyWordWeek } from "./types";

/** Weeks 8–13: the call to return, Lent (wilderness, humility, standing in the gap, the suffering servant) and Holy Week. */
export const WEEKS_08_13: readonly DailyWordWeek[] = [
  {
    theme: "Return to Me: A Call to Repentance",
    days: [
      {
        theme: "Rend Your Heart",
        reference: "Joel 2:12-13",
        reflection:
          "Through Joel the Lord calls His people to turn to Him with all their heart, with fasting, weeping and mourning. Then He adds, “rend your heart, and not your garments.” Outward signs of sorrow are easy; a heart torn open before God is costly and real. He calls us back not to punish us but because He is gracious and merciful, slow to anger and of great kindness.",
        prayerPoints: [
          "Lord, I turn to You with all my heart today; I rend my heart before You and not only my garments.",
          "Father, thank You that You are gracious and merciful, slow to anger and of great kindness toward those who return.",
          "God of mercy, call my church and my nation back to You in true repentance, and turn us from empty religious show.",
        ],
      },
      {
        theme: "If My People",
        reference: "2 Chronicles 7:14",
        reflection:
          "At the dedication of the temple God gave Solomon a promise for seasons of judgement and drought. The healing of the land begins not with the ungodly but with “my people, which are called by my name”. Humility, prayer, seeking His face and turning from wicked ways are the four steps of return. Every intercessor who longs to see a nation healed must begin on his or her own knees.",
        prayerPoints: [
          "Lord, I humble myself and pray; I seek Your face and turn from my own wicked ways.",
          "Father, stir Your people in my nation to humble themselves and pray, so that You will hear from heaven and forgive.",
          "God of Solomon, heal our land: its divisions, its violence, its broken families and its forgetfulness of You.",
        ],
      },
      {
        theme: "Create in Me a Clean Heart",
        reference: "Psalm 51:10-12",
        reflection:
          "David wrote this psalm after Nathan confronted him with his adultery and murder. He does not ask God merely to tidy up his behaviour; he asks God to create a clean heart, using the word for what only God can do. He longs for the joy of salvation to be restored and for a willing spirit to uphold him. Repentance is not only sorrow for the past but a plea for God to make us new.",
        prayerPoints: [
          "Create in me a clean heart, O God, and renew a right spirit within me.",
          "Lord, cast me not away from Your presence, and take not Your Holy Spirit from me.",
          "Father, restore the joy of Your salvation to believers who have fallen and feel far from You, and uphold them with Your free spirit.",
        ],
      },
      {
        theme: "While He Was Yet a Great Way Off",
        reference: "Luke 15:20",
        reflection:
          "The prodigal rehearsed a speech of shame as he walked home, hoping only to be hired as a servant. But when he was yet a great way off, his father saw him and had compassion, and ran, and fell on his neck, and kissed him. The father had been watching the road. This is the heart of God toward every child who turns for home, and toward every prodigal we pray for.",
        prayerPoints: [
          "Father, thank You that You run to meet those who turn back to You, while they are yet a great way off.",
          "Lord, I lift up the prodigals I love by name; turn their steps toward home and let them know Your compassion.",
          "God of grace, keep me from the elder brother's resentment, and give me joy when the lost come home.",
        ],
      },
      {
        theme: "Take with You Words",
        reference: "Hosea 14:1-2",
        reflection:
          "Hosea's whole ministry pictured God as a faithful husband to an unfaithful people. At the end of the book God tells Israel exactly how to come back: “Take with you words, and turn to the LORD.” He even gives them the prayer to pray, asking Him to take away all iniquity and receive them graciously. When we do not know how to return, God Himself provides the words.",
        prayerPoints: [
          "Lord, I return to You today; take away all my iniquity and receive me graciously.",
          "Father, give words of repentance to those who want to come back to You but do not know how to begin.",
          "Faithful God, heal the backsliding of Your people and love us freely, as You have promised.",
        ],
      },
      {
        theme: "Times of Refreshing",
        reference: "Acts 3:19",
        reflection:
          "Peter preached to the crowd who had gathered after a lame man was healed at the temple gate. He called them to repent and be converted so that their sins might be blotted out. Then he promised that times of refreshing would come from the presence of the Lord. Repentance is not a heavy door into gloom but the doorway into refreshing.",
        prayerPoints: [
          "Lord, I repent and turn to You; blot out my sins and refresh me in Your presence.",
          "Father, send times of refreshing from Your presence upon weary churches and tired ministers.",
          "God, let the signs of Your kindness in my city lead many to repent and be converted.",
        ],
      },
      {
        theme: "Faithful and Just to Forgive",
        reference: "1 John 1:9",
        reflection:
          "John writes to believers, reminding them that confession is part of ongoing fellowship with God. If we confess our sins, God is faithful and just to forgive. He is faithful because He keeps His promise, and just because Christ has paid for the sin we confess. Bring Him the specific sins the Spirit shows you today, and receive both forgiveness and cleansing from all unrighteousness.",
        prayerPoints: [
          "Father, I confess my sins to You plainly, and I thank You that You are faithful and just to forgive me.",
          "Lord Jesus, cleanse me from all unrighteousness, including the hidden attitudes I have excused.",
          "Holy Spirit, lead believers who are hiding sin into the freedom of honest confession and full cleansing.",
        ],
      },
    ],
  },
  {
    theme: "Lent: Into the Wilderness",
    days: [
      {
        theme: "Led Up of the Spirit",
        reference: "Matthew 4:1-2",
        reflection:
          "Straight after His baptism and the Father's voice of delight, Jesus was led up of the Spirit into the wilderness. There He fasted forty days and forty nights, and afterward He was an hungred. The wilderness was not a sign that the Father had abandoned Him but a place of preparation. Lent invites us into our own wilderness, to be emptied and strengthened for what lies ahead.",
        prayerPoints: [
          "Lord Jesus, lead me by Your Spirit through this season of Lent, and use my wilderness to prepare me.",
          "Father, strengthen those who are in a wilderness season today, and remind them that they are still Your beloved.",
          "Holy Spirit, give me grace to fast from what distracts me, so that I hunger for You more.",
        ],
      },
      {
        theme: "Not by Bread Alone",
        reference: "Matthew 4:4",
        reflection:
          "The tempter came to the hungry Jesus and suggested He turn stones into bread. Jesus answered from Deuteronomy: man shall not live by bread alone, but by every word that proceedeth out of the mouth of God. He refused to use His power to meet His needs apart from His Father's will. Our deepest nourishment comes from God's word, and every temptation is met best with Scripture.",
        prayerPoints: [
          "Lord, I want to live by every word that proceeds out of Your mouth; feed me with Your word today.",
          "Father, when I am tempted to meet my needs my own way, teach me to wait for Your provision.",
          "Jesus, give hungry souls in my city a hunger for the bread of life that only You can satisfy.",
        ],
      },
      {
        theme: "Thou Shalt Not Tempt the Lord",
        reference: "Matthew 4:7",
        reflection:
          "On the pinnacle of the temple, the devil quoted Scripture to tempt Jesus into a spectacular leap. Jesus answered with Scripture rightly understood: Thou shalt not tempt the Lord thy God. Trusting God does not mean forcing His hand or demanding proof of His care. True faith rests quietly in His promises without needing to test them.",
        prayerPoints: [
          "Lord, keep me from demanding signs or forcing Your hand; I trust Your promises as they stand.",
          "Father, protect Your people from those who twist Scripture, and give us discernment to handle Your word rightly.",
          "Jesus, deliver Your church from the temptation to seek spectacle instead of faithfulness.",
        ],
      },
      {
        theme: "Him Only Shalt Thou Serve",
        reference: "Matthew 4:10",
        reflection:
          "The final temptation offered Jesus all the kingdoms of the world without the cross, if only He would bow to the tempter. Jesus refused with authority: Get thee hence, Satan, for it is written, Thou shalt worship the Lord thy God, and him only shalt thou serve. Every shortcut that bypasses worship of God is a trap. The worship of the heart is the battleground of every temptation.",
        prayerPoints: [
          "Lord God, I worship You and You only; I renounce every shortcut that would draw my heart away from You.",
          "Jesus, give Your church the courage to refuse power, influence or wealth that would require us to bow to anything but You.",
          "Father, in the name of Jesus, I resist the tempter's offers in my life and in the lives of those I pray for.",
        ],
      },
      {
        theme: "Touched with Our Infirmities",
        reference: "Hebrews 4:15-16",
        reflection:
          "Our High Priest is not distant from our struggles; He was in all points tempted like as we are, yet without sin. Because He understands, we are invited to come boldly unto the throne of grace. There we obtain mercy for our failures and grace to help in time of need. Intercessors can approach the throne with confidence, not because we are strong, but because He is sympathetic and kind.",
        prayerPoints: [
          "Lord Jesus, thank You that You are touched with the feeling of my infirmities, and that You understand my struggles.",
          "Father, I come boldly to the throne of grace today to obtain mercy and find grace to help in time of need.",
          "Lord Jesus, our High Priest, give grace to those facing fierce temptation right now, and keep them from falling.",
        ],
      },
      {
        theme: "A Way to Escape",
        reference: "1 Corinthians 10:13",
        reflection:
          "Paul reminds us that our temptations are not unique; they are common to man. God is faithful and will not allow us to be tempted above what we are able to bear. With every temptation He provides a way to escape, so that we can endure it. The enemy wants us to believe that we are alone and that giving in is inevitable, but neither is true. When pressure mounts, look for the door God has already placed in the wall.",
        prayerPoints: [
          "Faithful God, thank You that You will not allow me to be tempted above what I am able to bear.",
          "Lord, open my eyes to the way of escape You have made, and give me the will to take it.",
          "Father, strengthen those who feel that their temptation is unique and hopeless, and show them Your faithfulness.",
        ],
      },
      {
        theme: "Humbled to Be Proved",
        reference: "Deuteronomy 8:2",
        reflection:
          "Moses told Israel to remember all the way the Lord led them those forty years in the wilderness. God humbled them and proved them to know what was in their hearts, whether they would keep His commandments. The wilderness reveals what is hidden in us, and it also reveals God's faithful provision. Look back today over your own journey and remember how He has led you.",
        prayerPoints: [
          "Lord, I remember all the way You have led me, through the wilderness and through the green places.",
          "Father, use the testing seasons of my life to reveal what is in my heart and to make me obedient.",
          "God of Israel, help those who are in long testing to see Your hand leading them and providing for them.",
        ],
      },
    ],
  },
  {
    theme: "Lent: A Humble and Contrite Heart",
    days: [
      {
        theme: "A Broken and Contrite Heart",
        reference: "Psalm 51:17",
        reflection:
          "David had learned that no offering he could bring would repair what his sin had broken. The sacrifices God desires are a broken spirit and a broken and a contrite heart, and these, David says, “thou wilt not despise.” God is not looking for impressive religious performance but for honesty that has stopped pretending. The heart that comes to Him shattered and empty-handed is exactly the heart He receives.",
        prayerPoints: [
          "Lord, I bring You a broken spirit and a contrite heart today, and I thank You that You will not despise it.",
          "Father, break the pride in me that makes me pretend before You and keep up appearances before others.",
          "God of mercy, receive the broken-hearted who come to You today feeling that they have nothing to offer You.",
        ],
      },
      {
        theme: "Humble Yourselves Under His Hand",
        reference: "1 Peter 5:6-7",
        reflection:
          "Peter joins two commands that belong together: humble yourselves, and cast all your care upon Him. Pride insists on carrying every burden alone, while humility admits that we need the mighty hand of God. He promises to lift up the humble in due time, which means in His time and not ours. Anxiety is often pride in disguise, so name your cares today and lay each one down, because He careth for you.",
        prayerPoints: [
          "Lord, I humble myself under Your mighty hand today, and I trust You to lift me up in Your due time.",
          "Father, I cast all my care upon You, naming each anxiety one by one, because You care for me.",
          "God of all comfort, lift the burdens from the anxious and overwhelmed people I know, and show them how tenderly You care.",
        ],
      },
      {
        theme: "With Him That Is of a Contrite Spirit",
        reference: "Isaiah 57:15",
        reflection:
          "The high and lofty One who inhabits eternity, whose name is Holy, makes an astonishing choice of address. He dwells in the high and holy place, and also with him that is of a contrite and humble spirit. He comes close to the lowly in order to revive them, breathing life again into tired and crushed hearts. Humility is not self-contempt; it is simply making room for the Holy One to come near and revive us.",
        prayerPoints: [
          "High and holy God, thank You that You dwell with the contrite and humble; come and dwell with me today.",
          "Lord, revive the spirit of the humble in my church, and renew the hearts of the contrite ones among us.",
          "Father, draw near to those in hidden places of lowliness: the sick, the lonely, the overlooked and the forgotten.",
        ],
      },
      {
        theme: "God Be Merciful to Me a Sinner",
        reference: "Luke 18:13-14",
        reflection:
          "The publican stood afar off, would not lift up so much as his eyes to heaven, and smote upon his breast. His whole prayer was a handful of words: “God be merciful to me a sinner.” Jesus said that this man, and not the confident Pharisee, went down to his house justified. The shortest and humblest prayer reaches heaven when it rises from an honest heart.",
        prayerPoints: [
          "God, be merciful to me a sinner; I come to You today with nothing but my need of Your mercy.",
          "Lord, deliver me from comparing myself with others and from trusting in my own righteousness.",
          "Father, have mercy on those who feel too sinful to come to You, and let them go home today forgiven and justified.",
        ],
      },
      {
        theme: "Search Me, O God",
        reference: "Psalm 139:23-24",
        reflection:
          "After marvelling that God knows his sitting down and his rising up, David makes a brave request: search me. He asks God to know his heart, try his thoughts and see if there is any wicked way in him. We often cannot see our own faults, because sin hides best in the places we defend. Invite the Lord to search you today, and then to lead you in the way everlasting.",
        prayerPoints: [
          "Search me, O God, and know my heart; try me, and know my thoughts, for I want to hide nothing from You.",
          "Lord, show me any wicked way in me that I cannot see, and lead me in the way everlasting.",
          "Holy Spirit, search the hearts of the leaders of Your church, and gently cleanse what needs to be cleansed.",
        ],
      },
      {
        theme: "Godly Sorrow",
        reference: "2 Corinthians 7:10",
        reflection:
          "Paul had written a painful letter to the Corinthians, and he rejoiced that it had grieved them in a godly way. He distinguishes two kinds of sorrow: godly sorrow works repentance to salvation, which leaves no regret, while the sorrow of the world works death. Worldly sorrow is regret over consequences and turns in on itself; godly sorrow grieves over sin and turns toward God. Let your sorrow over sin carry you to His mercy, never into despair.",
        prayerPoints: [
          "Lord, give me godly sorrow that leads me to repentance, and keep me from despair and self-pity.",
          "Father, rescue those who are drowning in worldly sorrow and regret, and lead them to Your salvation.",
          "Holy Spirit, bring true conviction to my nation, so that sorrow over sin turns into repentance and new life.",
        ],
      },
      {
        theme: "Draw Nigh to God",
        reference: "James 4:6-8",
        reflection:
          "James reminds us that God resisteth the proud, but giveth grace unto the humble, and that He gives more grace. Then come a series of commands: submit to God, resist the devil, draw nigh to God, cleanse your hands and purify your hearts. Wrapped inside them is a wonderful promise: draw nigh to God, and He will draw nigh to you. Humility is not distance from God; it is the very way we come near.",
        prayerPoints: [
          "Lord, I submit myself to You today; I resist the devil, and I draw near to You with a single heart.",
          "Father, give me more grace, and resist the pride in me that hinders my prayers.",
          "God, draw near to those who are taking their first hesitant steps toward You, and meet them as You have promised.",
        ],
      },
    ],
  },
  {
    theme: "Lent: Standing in the Gap",
    days: [
      {
        theme: "I Sought for a Man",
        reference: "Ezekiel 22:30",
        reflection:
          "God looked across a land full of violence, corruption and broken leadership, and He searched for one person. He sought a man to make up the hedge and stand in the gap before Him for the land, that He should not destroy it, and He found none. This verse reveals God's heart: He looks for intercessors because He desires to show mercy. Let your life be an answer to His search.",
        prayerPoints: [
          "Lord, here I am; I will make up the hedge and stand in the gap before You for my land.",
          "Father, raise up intercessors in every city and every church, so that when You seek, You find people willing to stand.",
          "God of mercy, spare my nation from what it deserves, and turn its heart back to You while there is time.",
        ],
      },
      {
        theme: "Moses Stood in the Breach",
        reference: "Psalm 106:23",
        reflection:
          "The psalmist looks back on the golden calf, when Israel's sin brought the whole nation to the edge of destruction. God said He would destroy them, had not Moses His chosen stood before Him in the breach to turn away His wrath. A breach is a broken place in a wall, where the enemy could pour in, and Moses put himself there. One faithful intercessor turned the course of a nation, so never underestimate what your prayers can do.",
        prayerPoints: [
          "Lord, teach me to stand before You in the breach for those who do not yet know they need Your mercy.",
          "Father, turn away judgement from families and communities that have provoked You, and give them time to repent.",
          "God, raise up leaders like Moses who carry their people in prayer rather than only managing them.",
        ],
      },
      {
        theme: "Blot Me Out of Thy Book",
        reference: "Exodus 32:31-32",
        reflection:
          "After the golden calf, Moses went back up the mountain and confessed plainly that the people had sinned a great sin. He asked God to forgive them, and if not, to blot his own name out of the book God had written. His love for the people was so great that he would rather be lost with them than saved without them. True intercession carries others in costly love, and it points us to Jesus, who was truly cut off so that we could be forgiven.",
        prayerPoints: [
          "Lord, give me a heart that loves the people I pray for as Moses loved Israel, even when they have failed badly.",
          "Father, forgive the sins of my nation and my church; I confess them before You as our own.",
          "Jesus, thank You that You bore the curse for us, so that our names could be written in Your book of life.",
        ],
      },
      {
        theme: "Between the Dead and the Living",
        reference: "Numbers 16:47-48",
        reflection:
          "When a plague broke out among the people, Aaron took his censer, put on incense and ran into the midst of the congregation. He stood between the dead and the living, and the plague was stayed. Incense is a picture of prayer throughout Scripture, and Aaron carried it right into the place of death. The intercessor runs toward the need, not away from it.",
        prayerPoints: [
          "Lord, give me courage to run toward the needs around me with prayer, as Aaron ran with the censer.",
          "Father, stay the plagues of violence, addiction and despair that are spreading in my community.",
          "God, let my prayers rise before You as incense, standing between the dead and the living in my city.",
        ],
      },
      {
        theme: "Weep Between the Porch and the Altar",
        reference: "Joel 2:17",
        reflection:
          "Joel calls the priests, the ministers of the Lord, to weep between the porch and the altar. Their prayer is simple and urgent: “Spare thy people, O LORD, and give not thine heritage to reproach.” They appeal to God's own name, asking that the nations would not mock, “Where is their God?” Intercession is often tearful, carrying both the pain of the people and the honour of God's name.",
        prayerPoints: [
          "Spare Your people, O Lord, and give not Your heritage to reproach among the nations.",
          "Father, give the ministers and leaders of Your church tears of intercession for the people they serve.",
          "God, let the world see Your goodness in Your church, so that no one has reason to ask where our God is.",
        ],
      },
      {
        theme: "He Ever Liveth to Make Intercession",
        reference: "Hebrews 7:25",
        reflection:
          "Jesus is able to save to the uttermost all who come unto God by Him. The reason given is breathtaking: He ever liveth to make intercession for them. Our prayers are never a lonely effort, because they join the ceaseless intercession of the risen Christ at the Father's right hand. Take courage today: the greatest Intercessor of all is already praying for those you love.",
        prayerPoints: [
          "Lord Jesus, thank You that You ever live to make intercession for me and for everyone I love.",
          "Father, save to the uttermost those who are coming to You through Jesus today, however far they have fallen.",
          "Jesus, let my prayers be joined with Yours, shaped by Your desires and not only by my own.",
        ],
      },
      {
        theme: "No Intercessor",
        reference: "Isaiah 59:16",
        reflection:
          "Isaiah describes a society where truth had fallen in the street and justice stood afar off. God saw that there was no man, and wondered that there was no intercessor, so His own arm brought salvation. This points forward to Christ, who became the Intercessor no one else could be. Our prayers flow from His finished work, and in His strength we stand where others have left a gap.",
        prayerPoints: [
          "Lord, thank You that when there was no intercessor, Your own arm brought salvation through Jesus.",
          "Father, let it never be said of my generation that You wondered there was no intercessor.",
          "Redeemer, bring salvation and justice to the places where every human help has failed.",
        ],
      },
    ],
  },
  {
    theme: "Lent: The Suffering Servant",
    days: [
      {
        theme: "Despised and Rejected",
        reference: "Isaiah 53:3",
        reflection:
          "Centuries before the cross, Isaiah saw a servant who would be despised and rejected of men, a man of sorrows, and acquainted with grief. People would hide their faces from Him and esteem Him not. Jesus knows rejection from the inside: from His hometown, His own family, the religious leaders and finally His friends. Whoever you are praying for who feels despised today, the Man of Sorrows understands them completely.",
        prayerPoints: [
          "Lord Jesus, Man of Sorrows, thank You that You were despised and rejected for my sake.",
          "Father, comfort those who are rejected and despised today, and let them find their worth in Christ.",
          "Jesus, forgive me for the times I have hidden my face from You and from those who suffer around me.",
        ],
      },
      {
        theme: "He Hath Borne Our Griefs",
        reference: "Isaiah 53:4",
        reflection:
          "Surely He hath borne our griefs and carried our sorrows, says Isaiah, and the word surely is an invitation to be certain. Onlookers at the cross assumed that He was stricken and smitten of God for His own wrongdoing. In truth He was carrying what belonged to us: not only our sins but our griefs and sorrows. Bring your sorrows, and the sorrows of those you pray for, to the One who has already carried them.",
        prayerPoints: [
          "Lord, thank You that You have surely borne my griefs and carried my sorrows.",
          "Jesus, carry the sorrows of the grieving families I know today, and let them feel Your nearness in their loss.",
          "Father, help me to see the cross rightly, not as defeat but as the place where Your love carried our pain.",
        ],
      },
      {
        theme: "With His Stripes We Are Healed",
        reference: "Isaiah 53:5",
        reflection:
          "Isaiah describes the servant being wounded for our transgressions and bruised for our iniquities. The chastisement of our peace was upon Him, and with His stripes we are healed. Peace with God, healing for body and soul, and every blessing we ask for were purchased at the cross. When you pray for healing and peace, you are praying on the ground of His wounds.",
        prayerPoints: [
          "Lord Jesus, thank You that You were wounded for my transgressions and bruised for my iniquities.",
          "Father, on the ground of Christ's stripes, I ask for healing for the sick I carry in prayer today.",
          "Prince of Peace, bring peace to troubled minds and divided homes through the chastisement You bore for us.",
        ],
      },
      {
        theme: "All We Like Sheep",
        reference: "Isaiah 53:6",
        reflection:
          "Isaiah does not exempt himself or anyone else: all we like sheep have gone astray. We have turned every one to his own way, quietly choosing our will over God's. And the Lord hath laid on Him the iniquity of us all. The verse begins with all and ends with all, and in between stands the cross, wide enough for every wandering sheep.",
        prayerPoints: [
          "Lord, I confess that I, like a sheep, have gone astray and turned to my own way.",
          "Father, thank You for laying on Jesus the iniquity of us all, including mine and the sins of those I love.",
          "Good Shepherd, seek the sheep who have gone astray in my family and my street, and carry them home.",
        ],
      },
      {
        theme: "As a Lamb to the Slaughter",
        reference: "Isaiah 53:7",
        reflection:
          "The servant was oppressed and afflicted, yet He opened not His mouth. He was brought as a lamb to the slaughter, and as a sheep before her shearers is dumb. Jesus stood silent before Caiaphas, Herod and Pilate, not because He was powerless but because He had chosen the cross. His silence was the strength of a love that would not turn back.",
        prayerPoints: [
          "Lamb of God, thank You for Your silence before Your accusers, choosing the cross for my sake.",
          "Lord, teach me to entrust myself to You when I am accused or misunderstood, instead of defending myself bitterly.",
          "Father, strengthen believers who stand falsely accused before courts and rulers because of their faith.",
        ],
      },
      {
        theme: "He Made Intercession for the Transgressors",
        reference: "Isaiah 53:12",
        reflection:
          "Isaiah 53 ends with victory: the servant will divide the spoil with the strong. The reason is that He poured out His soul unto death, was numbered with the transgressors, and bare the sin of many. The last words of the chapter are that He made intercession for the transgressors. The cross itself was an act of intercession, and every intercessor stands in its shadow.",
        prayerPoints: [
          "Lord Jesus, thank You that You poured out Your soul unto death and made intercession for transgressors like me.",
          "Father, teach me to pray for those who wrong me, as Jesus prayed for those who crucified Him.",
          "God of victory, let the triumph of the cross be seen this season in the salvation of many.",
        ],
      },
      {
        theme: "I Have Set My Face Like a Flint",
        reference: "Isaiah 50:6-7",
        reflection:
          "The servant gave His back to the smiters and hid not His face from shame and spitting. He was not crushed by it, because He knew that the Lord God would help Him. Therefore He set His face like a flint, the hardest stone, determined to finish what He had come to do. Luke tells us that Jesus steadfastly set His face to go to Jerusalem, and nothing could turn Him from saving us.",
        prayerPoints: [
          "Lord Jesus, thank You that You set Your face like a flint to go to the cross for me.",
          "Father, help me to set my face toward Your will in the hard assignment before me, trusting that You will help me.",
          "God, strengthen those who face shame and abuse for the sake of Christ, and let them not be confounded.",
        ],
      },
    ],
  },
  {
    theme: "Holy Week: The Way of the Cross",
    days: [
      {
        theme: "Thy King Cometh",
        reference: "Zechariah 9:9",
        reflection:
          "Zechariah called Jerusalem to rejoice greatly because her King was coming, just and having salvation. Yet this King would be lowly, riding upon an ass, not on a warhorse. Jesus fulfilled these words when He entered Jerusalem to the cries of hosanna, days before the same city cried for His crucifixion. Our King still comes in humility, and He enters every heart and city that will welcome Him.",
        prayerPoints: [
          "King Jesus, I welcome You into my heart and my home today, not only with palms but with obedience.",
          "Lord, come into my city with Your justice and salvation, and let its gates open to You.",
          "Father, let many who have only admired Jesus from a distance welcome Him as their King this week.",
        ],
      },
      {
        theme: "A House of Prayer for All Nations",
        reference: "Mark 11:17",
        reflection:
          "In the final week of His life, Jesus walked into the temple and overturned the tables of the money changers. He quoted Isaiah: My house shall be called of all nations the house of prayer, but ye have made it a den of thieves. The court meant for the nations to pray had been filled with trade. Jesus is still zealous that His house, and the lives of His people, be places of prayer for all nations.",
        prayerPoints: [
          "Lord, make my church a house of prayer for all nations, open to every people and language.",
          "Jesus, cleanse Your house of everything that crowds out prayer, including our busyness and our self-interest.",
          "Father, let my own life be a house of prayer, where others find room to meet with You.",
        ],
      },
      {
        theme: "He Took a Towel",
        reference: "John 13:3-5",
        reflection:
          "John tells us that Jesus knew the Father had given all things into His hands. Knowing His full authority, He rose from supper, laid aside His garments, took a towel and began to wash the disciples' feet. Authority in His kingdom is expressed through humble service, not above it. Intercession is one of the quiet ways we wash one another's feet.",
        prayerPoints: [
          "Lord Jesus, thank You for Your humility in taking a towel and washing Your disciples' feet.",
          "Father, make me a servant to the people around me, especially those who cannot repay me.",
          "Jesus, teach Your church to serve the world with humility, and to use every gift of authority to serve.",
        ],
      },
      {
        theme: "This Do in Remembrance of Me",
        reference: "Luke 22:19-20",
        reflection:
          "At the last supper Jesus took bread, gave thanks and broke it, saying, “This is my body which is given for you.” Then He took the cup and called it the new testament in His blood, which is shed for you. Every time we share communion we remember His sacrifice and proclaim it. His broken body and shed blood are the ground of our access to God in every prayer we pray.",
        prayerPoints: [
          "Lord Jesus, thank You for Your body given for me and Your blood of the new covenant shed for me.",
          "Father, let Your church remember the cross with reverence and joy whenever we break bread together.",
          "Jesus, draw near to those sharing communion this week in hospitals, prisons and persecuted churches.",
        ],
      },
      {
        theme: "Not My Will, but Thine",
        reference: "Luke 22:42-44",
        reflection:
          "In Gethsemane Jesus prayed, “Father, if thou be willing, remove this cup from me: nevertheless not my will, but thine, be done.” An angel came to strengthen Him, and being in an agony He prayed more earnestly, His sweat as great drops of blood. He did not pretend that obedience was easy; He poured out His heart and then surrendered. This is the deepest prayer any of us can pray.",
        prayerPoints: [
          "Father, not my will, but Yours be done in my life today, especially in the matter I find hardest to surrender.",
          "Lord Jesus, thank You for the agony You endured in the garden, choosing the Father's will for my salvation.",
          "God of all strength, send help to those who are in their own Gethsemane tonight, and strengthen them to pray.",
        ],
      },
      {
        theme: "Father, Forgive Them",
        reference: "Luke 23:34",
        reflection:
          "While the soldiers parted His raiment and cast lots, Jesus prayed, “Father, forgive them; for they know not what they do.” His first words from the cross were intercession for the very people who were killing Him. He did not wait for them to apologise or to understand. This is the standard of love for every intercessor, and it is only possible by His grace.",
        prayerPoints: [
          "Father, thank You that Jesus prayed for forgiveness for those who crucified Him, and for me.",
          "Lord, give me grace to forgive and pray for those who have wounded me, even when they do not know what they have done.",
          "Jesus, save those who persecute Your church today, and turn persecutors into preachers as You did with Saul.",
        ],
      },
      {
        theme: "It Is Finished",
        reference: "John 19:30",
        reflection:
          "When Jesus had received the vinegar, He said, “It is finished,” and bowed His head and gave up the ghost. It was not the cry of a defeated man but the announcement of a completed work. The debt of sin was paid in full, and nothing can be added to what He accomplished. We pray from a finished work, not toward an uncertain one.",
        prayerPoints: [
          "Lord Jesus, thank You that Your work on the cross is finished and that my debt is paid in full.",
          "Father, let those who are striving to earn Your love rest today in the finished work of Christ.",
          "Jesus, let the power of Your finished work break every chain of guilt, shame and bondage in those I pray for.",
        ],
      },
    ],
  },
];
