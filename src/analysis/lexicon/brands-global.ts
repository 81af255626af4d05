/** Well-known brands in Latin script, curated from general knowledge (see docs/analysis.md, Lexicon). */
export const GLOBAL_BRANDS = String.raw`
# phones
~Apple|Apple Inc.|苹果
iPhone > Apple
Samsung|三星|Samsung Electronics
~Galaxy|Samsung Galaxy > Samsung
Xiaomi|小米
Redmi|红米
~Poco|POCO
Huawei|华为
~Honor
Oppo|OPPO
~Vivo|vivo
Realme|真我|realme
OnePlus|一加
iQOO
Motorola|摩托罗拉
~Moto|Moto G
Nokia|诺基亚
HMD|HMD Global
~Google Pixel|Pixel
Sony Xperia|Xperia
Asus ROG Phone|ROG Phone
~Nothing|Nothing Technology
~Nothing Phone > Nothing
Fairphone
Tecno|TECNO
Infinix
itel
ZTE|中兴
~Nubia|努比亚
Red Magic|REDMAGIC
Meizu|魅族
Lenovo
TCL
Alcatel
~BlackBerry
Doro
~Cat Phones|CAT phones
Ulefone
Doogee
Oukitel
Blackview
Micromax
~Lava|Lava Mobiles
~Sharp
Kyocera
Fujitsu|富士通
Vertu
# computers & laptops
MacBook|MacBook Air|MacBook Pro > Apple
iMac > Apple
iPad > Apple
~Dell|Dell Technologies
Alienware > Dell
~HP|Hewlett-Packard|HP Inc.
Lenovo ThinkPad|ThinkPad
~Legion|Lenovo Legion > Lenovo
IdeaPad > Lenovo
~Yoga|Lenovo Yoga > Lenovo
Asus|华硕|ASUS
ROG|Republic of Gamers > ASUS
ZenBook|Zenbook > ASUS
VivoBook|Vivobook > ASUS
Acer|宏碁
~Predator|Acer Predator > Acer
~Swift|Acer Swift > Acer
~Aspire|Acer Aspire > Acer
MSI|Micro-Star
Razer|Razer Blade
~Microsoft Surface|Surface
~Framework|Framework Laptop
~Gigabyte|技嘉
Aorus|AORUS
Toshiba|東芝
Dynabook
Panasonic Let's Note|Let's Note
VAIO
LG gram|LG Gram
Samsung Galaxy Book|Galaxy Book
Huawei MateBook|MateBook
Xiaomi Notebook|RedmiBook
System76
~Tuxedo Computers|TUXEDO
Clevo
XPG
~Origin PC
CyberPowerPC
iBuyPower
Maingear
Medion
~Schenker
Chuwi|CHUWI
Minisforum
Beelink
GPD
Raspberry Pi
Intel NUC|NUC
Mac mini|Mac Mini
Mac Studio
Inspiron|Dell Inspiron > Dell
XPS|Dell XPS > Dell
~Latitude|Dell Latitude
~Spectre|HP Spectre > HP
~Envy|HP Envy > HP
~Pavilion|HP Pavilion > HP
~Omen|HP Omen > HP
Mobvoi|出门问问
TicWatch > Mobvoi
Galaxy Tab > Samsung
Galaxy Buds > Samsung
Pixel Watch|Google Pixel Watch > Google
Forerunner|Garmin Forerunner > Garmin
Vivoactive|Garmin Vivoactive > Garmin
~Bravia|Sony Bravia > Sony
EliteBook|HP EliteBook
Steam Deck
# components & peripherals
Intel|英特尔
AMD|Advanced Micro Devices
Ryzen|AMD Ryzen > AMD
Radeon|AMD Radeon
Nvidia|英伟达|NVIDIA
GeForce|GeForce RTX
Qualcomm|高通
~Snapdragon > Qualcomm
MediaTek|联发科
Dimensity|MediaTek Dimensity
Exynos > Samsung
HiSilicon|HiSilicon Kirin
~Arm|Arm Holdings|ARM
~Corsair
Logitech|Logi|罗技
Logitech G
SteelSeries
HyperX
Roccat
Cooler Master
NZXT
Noctua
~be quiet!|be quiet
Fractal Design
Lian Li
Thermaltake
Phanteks
Deepcool|DeepCool
~Arctic|ARCTIC
Seasonic
EVGA
Zotac|ZOTAC
~Sapphire|Sapphire Technology
PowerColor
XFX
Palit
Gainward
PNY
ASRock
Biostar
Western Digital|WD
Seagate
~Crucial
~Kingston|Kingston Technology
SanDisk
Lexar
Sabrent
Silicon Power
~Transcend
G.Skill|G.SKILL
TeamGroup|Team Group|T-Force
~Patriot|Patriot Memory
ADATA
~Micron
SK Hynix|SK hynix
Solidigm
Synology
QNAP
TerraMaster
Asustor
Ugreen|绿联|UGREEN
Anker|安克
Belkin
Baseus|倍思
Satechi
CalDigit
OWC|Other World Computing
Plugable
Elgato
Keychron
~Ducky
~Leopold
Varmilo
~Glorious|Glorious PC Gaming Race
Wooting
Das Keyboard
Filco
Topre
Realforce
HHKB|Happy Hacking Keyboard
Zowie|BenQ Zowie
Finalmouse
~Pulsar|Pulsar Gaming Gears
Lamzu
Endgame Gear
Vaxee
Wacom
Huion
XP-Pen
BenQ|明基
ViewSonic
AOC
Philips|飞利浦
Eizo|EIZO
iiyama
Innocn
KTC
~Dough|Dough Spectrum
~Brother|Brother Industries
Epson|爱普生|EPSON
~Canon
Lexmark
Xerox
Kyocera Document Solutions
Ricoh
Pantum
Bambu Lab
Prusa|Prusa Research
Creality
Elegoo|ELEGOO
Anycubic
Formlabs
Ultimaker
Glowforge
xTool
Cricut
~Silhouette|Silhouette Cameo
Targus
~Kensington
~Herman Miller
Secretlab
Steelcase
~Autonomous|Autonomous.ai
~Uplift Desk|UPLIFT
FlexiSpot
~Fully|Fully Jarvis
Ergotron
~APC|APC by Schneider Electric
CyberPower
~Eaton
TP-Link|普联|TP-LINK
Netgear|NETGEAR
Linksys
Eero|eero
Ubiquiti|UniFi
D-Link
~Tenda
MikroTik
Orbi|Netgear Orbi
Cisco
~Juniper|Juniper Networks
~Aruba|Aruba Networks
Fortinet
Meraki|Cisco Meraki
Kokuyo
Konica Minolta
~Deco > TP-Link
Velop > Linksys
~Nighthawk > Netgear
~Plume|Plume WiFi
Firewalla
GL.iNet
Cudy
Mercusys
Amplifi > Ubiquiti
Arris
Qidi|QIDI Tech
Snapmaker
MakerBot
Flashforge
Thingiverse
~Printables > Prusa
MakerWorld > Bambu Lab
OctoPrint
~Cura > Ultimaker
PrusaSlicer > Prusa
AnkerMake
# audio & headphones
Sony|索尼
Bose
Sennheiser
~Beats|Beats by Dre|Beats Electronics
AirPods > Apple
Jabra
JBL
Harman Kardon
Bang & Olufsen|B&O|Bang and Olufsen
Bowers & Wilkins|B&W|Bowers and Wilkins
Audio-Technica|Audio Technica
Shure
Beyerdynamic
AKG
Skullcandy
Soundcore|Anker Soundcore
~Marshall
~Master & Dynamic
~Focal
Grado
Audeze
HiFiMan|HIFIMAN
Moondrop
FiiO
~Campfire Audio
Shokz|AfterShokz
~Nothing Ear > Nothing
Urbanista
Jaybird
Plantronics|Poly
Koss
Technics
Denon
Marantz
Yamaha
Onkyo
~Pioneer
Klipsch
~Polk Audio|Polk
KEF
Q Acoustics
Wharfedale
~Dali|DALI
~Monitor Audio
Elac|ELAC
SVS
~Definitive Technology
Sonos
Bluesound
~Cambridge Audio
NAD|NAD Electronics
Naim|Naim Audio
McIntosh
Rega
Pro-Ject|Pro-Ject Audio
~Audio Pro
Devialet
Edifier
~Creative|Creative Technology|Creative Labs
Tribit
UE|Ultimate Ears
Beoplay
Raycon
1More|1MORE
Soundpeats|SoundPEATS
EarFun
QCY
~Rode|RØDE
~Blue Yeti|Blue Microphones
Audient
Focusrite
PreSonus
~Universal Audio
~Native Instruments
Ableton
~Fender
~Gibson
Ibanez
Epiphone
~Martin|C.F. Martin
~Taylor|Taylor Guitars
PRS|Paul Reed Smith
~Roland
Korg
Casio
Steinway|Steinway & Sons
Kawai
~Boss|BOSS
~Line 6
~Orange Amplification
~Vox
Behringer
Zoom Corporation|Zoom H6
Teenage Engineering
Moog
Arturia
~Novation
Akai|AKAI Professional
Pioneer DJ|AlphaTheta
Numark
Tascam|TASCAM
Astell&Kern|Astell & Kern
~boAt|boAt Lifestyle
~Noise|Noise smartwatch
Fire-Boltt
~Meze
Truthear
Etymotic
JLab
Tozo
Cleer
~House of Marley
Urbanears
Audioengine
~Kanto
Fluance
WiiM
Schiit
iFi Audio
~Walkman > Sony
Victrola
~Crosley
QuietComfort > Bose
Alesis
~Williams Pianos
~Donner
~Nord Keyboards|Clavia
~Kurzweil
~M-Audio
Clavinova > Yamaha
Privia > Casio
Bösendorfer|Bosendorfer
# tvs, cameras & drones
LG|LG Electronics
OLED evo
Hisense|海信
Vizio|VIZIO
Panasonic
Sharp Aquos|AQUOS
TP Vision
Loewe Technologies|Loewe TV
Metz
Grundig
Skyworth|创维
Changhong
Konka|康佳
~Insignia
Element Electronics
Roku
~Fire TV|Amazon Fire TV > Amazon
Chromecast|Google Chromecast > Google
Apple TV > Apple
Nvidia Shield|NVIDIA SHIELD
Optoma
XGIMI
~Nebula|Anker Nebula
Dangbei
Formovie
Valerion
Nikon
Fujifilm|Fuji
Olympus
OM System|OM SYSTEM
Leica
Hasselblad
Pentax|PENTAX
Ricoh GR
~Sigma|Sigma Corporation
Tamron
Zeiss|Carl Zeiss|ZEISS
Voigtländer|Voigtlander
Laowa
Viltrox
Samyang|Rokinon
Blackmagic Design|Blackmagic
~RED|RED Digital Cinema
Arri|ARRI
Kodak
Polaroid
Instax|Fujifilm Instax
Lomography
GoPro
Insta360|影石
DJI|大疆
Osmo|DJI Osmo > DJI
Autel|Autel Robotics
Skydio
~Parrot
Potensic
~Holy Stone
Ryze Tello|Tello
Zhiyun
Manfrotto
~Peak Design
Gitzo
~Joby|JOBY
SmallRig
Godox
Profoto
Aputure
Elinchrom
Lowepro
~Think Tank Photo|Think Tank
Wyze|WYZE
~Arlo
~Ring|Ring Doorbell
~Blink|Blink Camera
Eufy|eufy
Reolink
Lorex
~Swann
Hikvision|海康威视
Dahua
~Axis Communications|Axis
SimpliSafe
ADT
Vivint
~Abode
~Canary
Hubsan
BetaFPV
HoverAir|Zero Zero Robotics
Yuneec
Deerc
Snaptain
Yaber
Vankyo
NexiGo
AWOL Vision
JVC
# smart home & robot vacuums
~Amazon Echo|Echo > Amazon
Alexa|Amazon Alexa
~Google Nest|Nest > Google
Google Home > Google
HomePod > Apple
Apple HomeKit > Apple
HomeKit
SmartThings|Samsung SmartThings
~Philips Hue|Hue
~Signify
Lifx|LIFX
Nanoleaf
Govee
~Wiz|WiZ
Sengled
~Kasa|TP-Link Kasa
Tapo|TP-Link Tapo
Meross
Aqara
~Shelly
Ecobee|ecobee
Honeywell|Honeywell Home
Resideo
Tado|tado
Netatmo
Lutron|Lutron Caseta
Leviton
Insteon
Hubitat
~Home Assistant
SwitchBot
~August|August Home
~Yale|Yale locks
Schlage
Kwikset
~Level Lock|Level Home
Ultraloq|U-tec
Nuki
Lockly
~Chamberlain|myQ
Rachio
Orbit B-hyve|B-hyve
~Eve|Eve Systems
~Brilliant|Brilliant smart home
Sonoff|SONOFF
Tuya
iRobot
Roomba > iRobot
Roborock|石头科技
Dreame|追觅
Ecovacs|科沃斯|ECOVACS
Deebot|DEEBOT
Narwal|云鲸
Eufy RoboVac|RoboVac
~Shark|SharkNinja
~Ninja|Ninja Kitchen
Neato|Neato Robotics
Dyson
Xiaomi Mijia|Mijia|米家
Lefant
Yeedi
Ultenic
Tineco|添可
Bissell
~Hoover
Vax
Kärcher|Karcher
Miele
Vorwerk|Kobold
Thermomix
Rowenta
Tefal
~Eureka
Dirt Devil
Oreck
~Kirby|Kirby vacuum
Numatic|Henry Hoover
Husqvarna
Segway Navimow|Navimow
Worx|WORX
Mammotion
~Gardena
Ecoflow|EcoFlow
Jackery
Bluetti|BLUETTI
~Goal Zero
Anker Solix|SOLIX
Tesla Powerwall|Powerwall
Enphase
SolarEdge
Generac
~Champion Power Equipment
~Westinghouse
~Mova
~Matic|Matic robot
Amcrest
Annke
~Night Owl
~Cove Security
Frontpoint
~Brinks Home|Brinks Home Security
Alarm.com
Kidde
~First Alert
X-Sense
Wemo > Belkin
~Cync
Feit Electric
TRÅDFRI|Tradfri > IKEA
Yeelight
~Homey|Athom Homey
# home appliances
~Whirlpool
Maytag
KitchenAid
GE Appliances|GE
GE Profile
~Café Appliances|Cafe Appliances
~Monogram
Frigidaire
Electrolux
AEG
Zanussi
Bosch|博世
Siemens|西门子
Neff
Gaggenau
Thermador
Sub-Zero
~Wolf|Wolf appliances
~Viking|Viking Range
Smeg|SMEG
Liebherr
Beko
Arçelik|Arcelik
Haier|海尔
Hotpoint
Indesit
~Candy|Candy appliances
Fisher & Paykel|Fisher and Paykel
Gorenje
Midea
Gree|格力
Daikin
Mitsubishi Electric|三菱電機
Fujitsu General
~Carrier
Trane
~Lennox
Rheem
~Goodman
~Amana
Hitachi|日立
Zojirushi|象印
~Tiger Corporation
~Cuckoo
~Instant Pot|Instant Brands
Cosori|COSORI
Breville|Sage Appliances
Casabrews|CASABREWS
Cuisinart
Hamilton Beach
~Oster
~Sunbeam
Black+Decker|Black & Decker|BLACK+DECKER
~Kenwood
De'Longhi|DeLonghi|De’Longhi|Delonghi
Russell Hobbs
Morphy Richards
~Braun
Krups
Moulinex
Magimix
Vitamix
Blendtec
NutriBullet|Nutribullet
Ninja Foodi
Le Creuset
~Staub
~Lodge|Lodge Cast Iron
All-Clad
Calphalon
T-fal
HexClad
~Caraway|Caraway Home
~Our Place|Always Pan
~Made In|Made In Cookware
Scanpan
Zwilling|Zwilling J.A. Henckels|Henckels
WMF
Fissler
~Global|Global knives
Wüsthof|Wusthof
Victorinox
~Shun|Shun Cutlery
~Mac Knife
Pyrex
Corningware|CorningWare
Corelle
~OXO
Tupperware
Rubbermaid
Joseph Joseph
Nespresso
Keurig
~Jura
Philips Saeco|Saeco
Gaggia
Rancilio
La Marzocco
Rocket Espresso
Lelit
Bialetti
Chemex
Hario
~Fellow|Fellow Products
Baratza
Technivorm|Moccamaster
Bodum
Aeropress|AeroPress
Traeger
~Weber
Big Green Egg
Char-Broil
~Napoleon|Napoleon Grills
Kamado Joe
Ooni
~Solo Stove
~Blackstone
~Pit Boss
~Green Mountain Grills
~Camp Chef
Coway
Levoit|LEVOIT
Blueair
Winix
Molekule
Rabbit Air
IQAir
~Austin Air
~Alen
Medify|Medify Air
Vornado
Lasko
Dreo|DREO
hOmeLabs
Costway
Brita
~PUR|PUR Water
ZeroWater
Aquasana
~Berkey|Big Berkey
LifeStraw
Culligan
Kinetico
~Waterdrop|Waterdrop Filter
SodaStream
A.O. Smith|AO Smith
Bradford White
Rinnai
Navien
Noritz
Stiebel Eltron
~Kohler
Moen
~Delta|Delta Faucet
Grohe|GROHE
Hansgrohe
~American Standard
~Toto|TOTO
Duravit
Villeroy & Boch
~Roca
~Speed Queen
LG ThinQ|ThinQ
~Samsung Bespoke|Bespoke
Chefman
~Dash|Dash kitchen appliances
~Crock-Pot|Crockpot
~Presto
~Nordic Ware
Anova|Anova Culinary
ThermoWorks|Thermapen
Meater|MEATER
Typhur
GreenPan
Tramontina
Farberware
Anolon
Circulon
Misen
~Material Kitchen
Mauviel
Demeyere
~Emile Henry
Ninja Creami
Balmuda
~Iris Ohyama
~Kinto
Havells
~Crompton
Voltas
~Blue Star
IFB|IFB Appliances
~TTK Prestige|Prestige
~Hawkins|Hawkins Cookers
~Kent RO|Kent
Aquaguard|Eureka Forbes
Livpure
Pureit
Groupe SEB
Iittala
~Georg Jensen
~Royal Copenhagen
Stelton
~Normann Copenhagen
~Ferm Living
~Teufel
Gourmia
~Emeril Lagasse
PowerXL
~Bella
~Salter
~Tower Housewares
Dualit
NuWave
GoWise
~Magic Bullet
~Nama Juicer
~Omega Juicers
Kuvings
~Aroma Housewares
~Mr. Coffee|Mr Coffee
Bunn
Timemore
1Zpresso
de Buyer
Hestan
~Great Jones
Smithey
Carote
BergHOFF
Dalstrong
Miyabi > Zwilling
Riedel
BlendJet
Sebo
Gtech
~Kenmore
Shop-Vac
Wonderchef
Borosil
~Milton
~Cello|Cello World
~Butterfly Appliances
~Usha
Inalsa
Agaro
~Preethi
Atomberg
# furniture, mattresses & home goods
IKEA|宜家
~Ashley|Ashley Furniture
Wayfair
~Pottery Barn
~West Elm
Williams-Sonoma|Williams Sonoma
Crate & Barrel|Crate and Barrel
CB2
~Restoration Hardware|RH
~Room & Board
~Article|Article furniture
~Burrow
~Floyd|Floyd furniture
Castlery
Joybird
~Interior Define
Lovesac
La-Z-Boy|La Z Boy
~Ethan Allen
~Bassett
~Rooms To Go
Raymour & Flanigan
Havertys
Arhaus
~Design Within Reach|DWR
~Knoll
Vitra
~Hay|HAY
Muuto
Fritz Hansen
BoConcept
Ligne Roset
Roche Bobois
Poltrona Frau
Cassina
B&B Italia
Kartell
~Habitat
Made.com|MADE.com
Maisons du Monde
Conforama
~But|BUT
JYSK
XXXLutz
Höffner
Dunelm
~John Lewis|John Lewis & Partners
Nitori
Muji|無印良品|MUJI
Francfranc
Urban Ladder
Pepperfry
Godrej Interio
~HomeCentre|Home Centre
~Casper
~Purple|Purple mattress
Tempur-Pedic|Tempur|TEMPUR
~Sleep Number
Serta
~Simmons|Beautyrest
~Sealy
~Stearns & Foster
Saatva
~Puffy|Puffy mattress
~Helix|Helix Sleep
~Nectar|Nectar Sleep
DreamCloud
~Leesa
Tuft & Needle|Tuft and Needle
~Avocado|Avocado Green Mattress
Brooklyn Bedding
~Bear Mattress|Bear
Nolah
WinkBed|WinkBeds
~Layla|Layla Sleep
Zinus
Allswell
~Mattress Firm
~Emma|Emma Sleep|Emma mattress
Eve Sleep
~Simba|Simba Sleep
Silentnight
Hypnos
Vispring
Dormeo
~Hästens|Hastens
~Sleep Country
~Koala|Koala mattress
Ecosa
Wakefit
~Sleepwell
Duroflex
Kurlon
Brooklinen
~Parachute|Parachute Home
Boll & Branch
~Cozy Earth
~Buffy
~Snowe
Coyuchi
~Riley Home
Sferra
Frette
Bedsure
~Eight Sleep
~Hatch|Hatch Rest
~Manta Sleep
~Coop Home Goods|Coop Sleep Goods
~Bed Bath & Beyond
~HomeGoods
~At Home
~Kirkland's
~Pier 1|Pier 1 Imports
~World Market|Cost Plus World Market
~Anthropologie
Zara Home
H&M Home
~Kmart|Kmart Australia
Matalan
~The Range
B&Q
Leroy Merlin
Castorama
~OBI
~Bauhaus
Hornbach
Home Depot|The Home Depot
~Lowe's|Lowe’s|Lowes
~Menards
~Ace Hardware
~True Value
~Harbor Freight|Harbor Freight Tools
Bunnings|Bunnings Warehouse
Screwfix
Toolstation
DeWalt|DEWALT
~Milwaukee|Milwaukee Tool
Makita
Ryobi
~Husky|Husky Tools
Hilti
Festool
Metabo|Metabo HPT
~Stanley
~Craftsman
~Kobalt
~Hart|HART
Ridgid|RIDGID
Snap-on
~Klein Tools
Stihl|STIHL
Echo Power Equipment
~EGO|EGO Power+
Greenworks
~Toro
~John Deere
~Cub Cadet
Honda Power Equipment
Briggs & Stratton
Dremel
Fiskars
~Scotts|Scotts Miracle-Gro
~Miracle-Gro
~Roundup
~Ortho
Sherwin-Williams
Benjamin Moore
~Behr
Valspar
Dulux
Farrow & Ball
Asian Paints
Nippon Paint
Jotun
~Glidden
~PPG
Rust-Oleum|Rustoleum
3M
~Scotch|Scotch tape
~Post-it|Post-it Notes
~Command|Command strips
~Gorilla Glue|Gorilla
Loctite
WD-40
Duracell
~Energizer
~Panasonic Eneloop|Eneloop
Rayovac
Varta|VARTA
Osram
Ledvance
~Cree|Cree Lighting
~Yankee Candle
~Bath & Body Works
~Glade
Febreze
~Air Wick
# cars & evs
Toyota|丰田
Lexus|雷克萨斯
~Honda|本田
Acura
Nissan|日产|日産
~Infiniti
Mazda|马自达
~Subaru|斯巴鲁
Mitsubishi Motors|Mitsubishi|三菱
~Suzuki|铃木
Daihatsu
Isuzu
~Ford|Ford Motor|福特
~Lincoln
Chevrolet|Chevy|雪佛兰
~GMC
GM|General Motors
~Cadillac|凯迪拉克
Buick|别克
Chrysler
~Dodge
~Jeep|吉普
~Ram|Ram Trucks
Stellantis
~Tesla|特斯拉
Rivian
~Lucid|Lucid Motors
Lucid Air|Lucid Gravity > Lucid
Fisker
~Polestar|极星
Volkswagen|VW
Audi|奥迪
Porsche|保时捷
~Bentley
Lamborghini|兰博基尼
Bugatti
Škoda|Skoda
~SEAT
Cupra
BMW|宝马
~Mini|MINI
Rolls-Royce|Rolls Royce|劳斯莱斯
~Mercedes-Benz|Mercedes|Benz|奔驰
Maybach|Mercedes-Maybach
~Smart|smart
Opel
Vauxhall
Peugeot|标致
Citroën|Citroen|雪铁龙
~DS Automobiles
Renault|雷诺
~Dacia
~Alpine
~Fiat|菲亚特
Alfa Romeo
Lancia
Maserati
~Ferrari|法拉利
Abarth
Volvo|沃尔沃
Saab
~Jaguar|捷豹
~Land Rover|Range Rover|路虎
~Aston Martin
~McLaren
~Lotus|路特斯
~Morgan|Morgan Motor
~Genesis|Genesis Motor
Hyundai
Kia|起亚
SsangYong|KG Mobility
BYD|比亚迪
Geely
Zeekr|极氪|ZEEKR
Lynk & Co|领克
NIO|蔚来|Nio
Xpeng|小鹏|XPeng
Li Auto|理想汽车|Li Xiang
Great Wall Motors|GWM|长城汽车
Haval|哈弗
~Ora
~Tank
~Chery|奇瑞
Omoda
Jaecoo
~Changan
Deepal
Avatr|阿维塔
Aito|问界|AITO
SAIC|上汽
~MG|MG Motor|名爵
Wuling|五菱
Baojun
Dongfeng
Voyah
GAC|广汽
~Aion|埃安
Hongqi
Leapmotor|零跑
Xiaomi Auto|Xiaomi SU7|小米汽车
Jetour
~Tata Motors|Tata
Mahindra|Mahindra & Mahindra
Maruti Suzuki|Maruti
~Proton Holdings|Proton cars
Perodua
VinFast
Togg
Lada
~Cybertruck
~Model Y|Tesla Model Y > Tesla
~Model 3|Tesla Model 3 > Tesla
Prius|Toyota Prius
~Corolla
~Camry
~Civic
F-150|Ford F-150
~Mustang
~Wrangler
~Bronco
~Corvette
Carvana
CarMax
AutoTrader|Autotrader
Cars.com
CarGurus
TrueCar
~Hertz
~Avis
~Enterprise Rent-A-Car|Enterprise
~Budget|Budget Rent a Car
Sixt|SIXT
Europcar
~Alamo
~National Car Rental
Turo
Zipcar
~Getaround
ChargePoint
Electrify America
EVgo
Ionity|IONITY
~Tesla Supercharger|Supercharger
Wallbox
JuiceBox
~Emporia|Emporia Energy
Grizzl-E
# motorcycles
~Harley-Davidson|Harley
~Indian Motorcycle|Indian
Ducati
Yamaha Motor
~Kawasaki|川崎
~Triumph|Triumph Motorcycles
KTM
Husqvarna Motorcycles
Aprilia
Moto Guzzi
MV Agusta
Royal Enfield
Bajaj|Bajaj Auto
~Hero MotoCorp|Hero
TVS|TVS Motor
Benelli
CFMoto|CFMOTO
~Zero Motorcycles|Zero
~LiveWire
Energica
~Vespa
Piaggio
Kymco|KYMCO
SYM
Gogoro
NIU|Niu
Yadea|雅迪
Ather|Ather Energy
Ola Electric
Sur-Ron|Surron
Can-Am
~Polaris
Ski-Doo
~Sea-Doo
BRP
~Arai
Shoei
~Bell|Bell Helmets
AGV
HJC
Alpinestars
Dainese
Rev'It|REV'IT!|Rev’It
Klim|KLIM
RevZilla
# tires & auto parts
Michelin|米其林
Bridgestone|普利司通
Goodyear|固特异
~Continental|马牌
Pirelli|倍耐力
~Dunlop
~Yokohama|Yokohama Tire
Hankook|韩泰
~Falken
BFGoodrich
~Cooper Tires|Cooper
~Firestone
~General Tire
~Toyo Tires|Toyo
Nokian|Nokian Tyres
Kumho
Nexen
Sumitomo
~Nitto
Vredestein
Maxxis
Giti|GT Radial
Linglong
Sailun
~Discount Tire
~Tire Rack
~Les Schwab
~Pep Boys
AutoZone
O'Reilly Auto Parts|O'Reilly|O’Reilly
Advance Auto Parts
~NAPA|NAPA Auto Parts
RockAuto
Halfords
Euro Car Parts
Denso
Valeo
ZF|ZF Friedrichshafen
Brembo
Akebono
~Monroe
Bilstein
KYB
Castrol
~Mobil|Mobil 1
~Shell
Pennzoil
Valvoline
~Quaker State
Motul
Liqui Moly
~Total|TotalEnergies
Exxon|ExxonMobil
~Chevron
~BP
Meguiar's|Meguiars|Meguiar’s
~Chemical Guys
~Armor All
~Turtle Wax
Rain-X
~Mothers|Mothers Polish
WeatherTech
~Thule
~Yakima
~Garmin
TomTom
Nextbase
Vantrue
Viofo|VIOFO
BlackVue
~Cobra|Cobra Electronics
Uniden
~Escort|Escort Radar
NOCO
Fixd|FIXD
Waze
Android Auto
CarPlay|Apple CarPlay
Jiffy Lube
~Midas
Meineke
Safelite
# bikes, e-bikes & scooters
Cyrusher
~Trek|Trek Bikes
~Specialized
~Giant|Giant Bicycles|捷安特
Cannondale
~Santa Cruz|Santa Cruz Bicycles
~Scott|Scott Sports
Cervélo|Cervelo
Pinarello
Bianchi
Colnago
BMC|BMC Switzerland
~Canyon|Canyon Bicycles
Orbea
~Merida
~Cube|Cube Bikes
~Felt|Felt Bicycles
~Kona|Kona Bikes
~Marin|Marin Bikes
~Surly
~Salsa|Salsa Cycles
~Yeti Cycles
~Pivot|Pivot Cycles
~Ibis Cycles
Norco
~Rocky Mountain|Rocky Mountain Bicycles
~Diamondback
Schwinn
Huffy
~Raleigh
~Brompton
~Tern|Tern Bicycles
Dahon
~Decathlon|迪卡侬
Btwin|B'Twin
Rockrider
Rad Power Bikes|Rad Power|RadPower
Aventon
Lectric|Lectric eBikes
Super73|SUPER73
VanMoof
~Cowboy|Cowboy bikes
~Gazelle
Riese & Müller|Riese und Müller
~Urban Arrow
Babboe
Ride1Up
Velotric
~Juiced Bikes
Heybike
~Jetson
~Hover-1
~Segway|Segway-Ninebot
Ninebot
Xiaomi Electric Scooter|Mi Electric Scooter
~Apollo Scooters
~Unagi
~Lime
~Bird
~Tier|TIER
~Voi
~Dott
~Bolt
Shimano
SRAM
Campagnolo
~Fox|Fox Factory|Fox Racing
RockShox
Bosch eBike Systems
~Wahoo|Wahoo Fitness
Zwift
~Peloton
Tacx
~Hammerhead|Hammerhead Karoo
Strava
~Giro
~POC
~Kask
~Oakley
~Rapha
~Castelli
~Assos
~Pearl Izumi
~Endura
Fizik|fi'zi:k
~Brooks England
~Schwalbe
~Vittoria
~Park Tool
~Kryptonite
~Abus|ABUS
Hiplok
Himiway
Jasion
Engwe
Fiido
Mokwheel
Tenways
Gocycle
Pedego
~Electra Bikes|Electra Bicycle Company
~Yuba Bicycles
~Ampler
Swagtron
Gotrax
Hiboy
Dualtron
~Pure Electric
Onewheel
~Razor
~Micro Kickboard
~Mongoose
~GT Bicycles
Haibike
Stromer
~Focus Bikes
woom
~Guardian Bikes
~Strider Bikes
~Talaria
# fitness equipment & wearables
Fitbit
Garmin Connect
~Whoop|WHOOP
Oura|Oura Ring
~Polar
Suunto
~Coros|COROS
Amazfit
Zepp|Zepp Health
Withings
Apple Watch > Apple
Galaxy Watch > Samsung
Huawei Watch
Xiaomi Smart Band|Mi Band
NordicTrack
iFit
~ProForm
Bowflex
~Tonal
Hydrow
Concept2
~Mirror|Lululemon Studio
~Echelon
Schwinn Fitness
~Sole Fitness
~Life Fitness
Technogym
Precor
~Rogue|Rogue Fitness
~Rep Fitness|REP Fitness
~Titan Fitness
Eleiko
Theragun|Therabody
Ekrin Athletics|Ekrin
Hyperice
Renpho|RENPHO
Manduka
Gaiam
~Alo Yoga|Alo
~Beachbody
~Les Mills
~ClassPass
Orangetheory|Orangetheory Fitness
~Equinox
~Planet Fitness
~Anytime Fitness
~Gold's Gym|Gold’s Gym
~24 Hour Fitness
~LA Fitness
~Crunch Fitness|Crunch
~PureGym
~Basic-Fit
~F45|F45 Training
~CrossFit
~SoulCycle
~Barry's|Barry's Bootcamp|Barry’s
# materials & ingredient brands (fabrics, membranes, soles, insulation made by one maker and named on others' products)
Gore-Tex|GORE-TEX|Gore Tex|GTX
Vibram
Lycra|LYCRA
PrimaLoft
Thinsulate
Cordura|CORDURA
Coolmax|COOLMAX
Polartec
Tencel|TENCEL
Repreve|REPREVE
Polygiene
X-Static|X-STATIC
Econyl|ECONYL
Sympatex
# outdoor & camping gear
~Patagonia
~The North Face|North Face|TNF
Arc'teryx|Arcteryx|Arc’teryx|始祖鸟
~Columbia|Columbia Sportswear
~Marmot
~Mountain Hardwear
~Outdoor Research
~Black Diamond
Petzl
~Mammut
Jack Wolfskin
Fjällräven|Fjallraven|Kanken
Haglöfs|Haglofs
~Rab
~Montane
Berghaus
~Helly Hansen
Norrøna|Norrona
~Icebreaker
Smartwool
Stio
Wool&Prince|Wool & Prince
~Darn Tough
~Kühl|Kuhl|KÜHL
~prAna|Prana
~Cotopaxi
REI Co-op|REI
~Backcountry|Backcountry.com
~Cabela's|Cabelas|Cabela’s
~Bass Pro Shops|Bass Pro
Sportsman's Warehouse
~Dick's Sporting Goods|Dick's|DICK'S
~Academy Sports|Academy Sports + Outdoors
Big 5 Sporting Goods
~Sports Direct
~JD Sports|JD
Foot Locker
~Finish Line
Intersport
Sport Chek
~Go Outdoors
Cotswold Outdoor
~Mountain Warehouse
~MEC|Mountain Equipment Company
Bergfreunde
~Globetrotter
~Osprey|Osprey Packs
~Gregory|Gregory Packs
Deuter
~Granite Gear
Hyperlite Mountain Gear|HMG
~Gossamer Gear
ULA|ULA Equipment
Zpacks
~Big Agnes
MSR|Mountain Safety Research
~Nemo|NEMO Equipment
~Sea to Summit
Therm-a-Rest|Thermarest
Exped
Hilleberg
~Coleman
Kelty
Vango
~Quechua
Naturehike
Jetboil
~Snow Peak
Helinox
~Yeti|YETI
RTIC
Stanley 1913
Hydro Flask
Nalgene
CamelBak
Klean Kanteen
Owala
~Contigo
Grayl|GRAYL
~Sawyer|Sawyer Products
Katadyn
BioLite
~Fenix|Fenix Lighting
Olight
Nitecore
Streamlight
Maglite
Ledlenser
~Leatherman
Gerber Gear
Benchmade
Spyderco
~Buck|Buck Knives
Opinel
~Mora|Morakniv
~Kershaw
Garmin inReach|inReach
Zoleo|ZOLEO
~Salomon
~Merrell|迈乐
~Keen|KEEN
~Lowa|LOWA|罗瓦
~Scarpa|斯卡帕
~La Sportiva|拉思珀蒂瓦|拉斯帕蒂瓦|拉思帕蒂瓦
Hoka|=Hoka One One|HOKA
~Altra
~Vasque
~Danner
Oboz
Zamberlan
~Asolo
Meindl
Hanwag
~Five Ten|adidas Five Ten
~Evolv
Ocun
~Mad Rock
~Burton
~K2
Rossignol
~Atomic
~Head|HEAD
Völkl|Volkl
~Fischer
~Elan
~Nordica
~Lange
~Tecnica
Dynafit
~Black Crows
Salewa
Ortovox
~Smith|Smith Optics
~Anon
~Sweet Protection
~Spyder
~Bogner
Moncler
~Canada Goose
Mackage
Arc'teryx Veilance|Veilance
~Obermeyer
~Picture Organic Clothing|Picture
Volcom
Quiksilver
~Billabong
~Rip Curl
~O'Neill|ONeill|O’Neill
~Roxy
~Hurley
Vissla
~Body Glove
Dakine
~Firewire Surfboards
~Channel Islands Surfboards
Wavestorm
~Old Town|Old Town Canoe
~Pelican|Pelican Cases
NRS
~Perception Kayaks
Oru Kayak
Intex
~Bestway
iRocker
~Sea Eagle
~Abu Garcia
~Penn|Penn Fishing
~Daiwa
Rapala
~Berkley
~Ugly Stik
~Orvis
~Simms
~Sitka|Sitka Gear
~First Lite
KUIU
~Vortex|Vortex Optics
~Bushnell
~Leupold
Swarovski Optik
~Steiner
Montbell|mont-bell
Vaude
~Regatta
Craghoppers
# sportswear
Nike|耐克
Adidas|阿迪达斯|adidas
~Puma|彪马
Under Armour|安德玛
Reebok|锐步
~New Balance|NB|新百伦
Asics|亚瑟士|ASICS
~Mizuno|美津浓
~Brooks|Brooks Running
Saucony
~On|On Running|昂跑
On Cloud|On Cloudmonster|On Cloudsurfer > On
Lululemon|露露乐蒙|lululemon
~Athleta
Gymshark
Fabletics
Vuori
~Outdoor Voices
~Beyond Yoga
~Sweaty Betty
~Girlfriend Collective
~Set Active
~Rhone
~Ten Thousand
Tracksmith
~Satisfy|Satisfy Running
Janji
~Bandit Running
Ciele
~District Vision
~Path Projects
Li-Ning|Li Ning|李宁
Anta|安踏|ANTA
Xtep|特步
~Peak|Peak Sport|匹克
~361 Degrees|361°
Fila|斐乐|FILA
~Kappa
Umbro
Diadora
~Lotto
Joma
~Hummel
~Le Coq Sportif
Ellesse
~Champion|Champion apparel
~Russell Athletic
~Starter
~Jordan|Air Jordan|Jordan Brand
~Converse|匡威
~Vans
Skechers|斯凯奇
~Airwalk
~DC Shoes
Etnies
~Element
~Spalding
~Wilson|Wilson Sporting Goods
~Rawlings
~Easton
~Franklin|Franklin Sports
~Callaway
TaylorMade
Titleist
~Ping|PING
~Cobra Golf
Srixon
FootJoy
Yonex
Babolat
~Prince|Prince Tennis
~Selkirk|Selkirk Sport
Joola|JOOLA
Paddletek
~Bauer
CCM
~Warrior|Warrior Sports
STX
~Molten
~Mikasa
~Select|Select Sport
~Speedo
~Arena|arena
TYR
Zoggs
~Everlast
~Hayabusa
~Venum
~Rival Boxing
~Cleto Reyes
~Castore
NOBULL|Nobull
~Soar Running
Adanola
Bandier
Splits59
~Varley
Kalenji
Domyos
Nike Run Club
~FP Movement|Free People Movement > Free People
~Zella
CRZ Yoga
Baleaf
~90 Degree by Reflex
~Lorna Jane
~P.E Nation|P.E. Nation
~Tala
Alphalete
YoungLA|Young LA
~Ministry of Supply
Oiselle
~JoyLab
~All In Motion
~Avia
Danskin
BlissClub
Technosport
Cultsport
# running shoe brands (their models, Clifton, Pegasus, Gel-Kayano, are the makers' product lines)
~Topo Athletic|Topo
Inov-8|inov-8
~Newton Running
~Karhu
~Norda
~Craft|Craft Sportswear
Xero Shoes
Vivobarefoot
# footwear
~Dr. Martens|Doc Martens|Dr Martens
~Timberland
~Clarks
~Ecco|ECCO
~Geox
Birkenstock
~Crocs
~Teva
~Chaco|Chacos
Havaianas
~Ipanema
~Rainbow Sandals|Rainbow
~Reef
Olukai|OluKai
~Hey Dude|HEYDUDE
Allbirds
Rothy's|Rothys|Rothy’s
Veja|VEJA
~Common Projects
~Golden Goose
Axel Arigato
Koio
Cariuma
Thousand Fell
Nisolo
Sorel
Blundstone
UGG|UGG Australia|Ugg
Bearpaw
~Red Wing|Red Wing Shoes
~Wolverine
~Thursday Boot Company|Thursday Boots
Chippewa
~Frye
~Lucchese
~Ariat
~Justin Boots
Tecovas
~Sperry|Sperry Top-Sider
Sebago
~Tod's|Tods|Tod’s
~Cole Haan
~Johnston & Murphy
~Allen Edmonds
Florsheim
~Alden
~Church's|Church’s
~Crockett & Jones
Loake
Grenson
~Steve Madden
~Sam Edelman
~Stuart Weitzman
~Jimmy Choo
~Christian Louboutin|Louboutin
~Manolo Blahnik|Manolos
Aquazurra|Aquazzura
~Rene Caovilla
~Nine West
~Aldo|ALDO
~Call It Spring
Naturalizer
Vionic
Naot
Dansko
Propét|Propet
~Hush Puppies
~Rockport
~Mephisto
Finn Comfort
~Ara Shoes
~Gabor
Rieker
Josef Seibel
~Dr. Scholl's|Dr Scholl's|Dr. Scholl’s
Orthofeet
Kuru|KURU Footwear
~Taos|Taos Footwear
Aetrex
~Superga
~Keds
~Toms|TOMS
~Bata
~Payless|Payless ShoeSource
DSW|Designer Shoe Warehouse
~Famous Footwear
~Journeys
Zappos
~Shoe Carnival
~Deichmann
Schuh
~Office Shoes
Onitsuka Tiger
Kizik
~Native Shoes
~Melissa
Vivaia
Bombas
~Stance
Balega
Feetures
Injinji
~Hanes
~Campus Activewear|Campus shoes
Relaxo
Biti's|Bitis
~Camper
Alpargatas
~Baffin
Muck Boot|Muck Boot Company|Muck Boots
Kamik
Pajar
Laidback London
~Vagabond|Vagabond Shoemakers
Oofos
Roll Recovery
~Minnetonka
Sanita
~Bogs|Bogs Footwear
~Hunter Boots|Hunter Boot
Xtratuf
~LaCrosse|LaCrosse Footwear
~Rocky Boots|Rocky Brands
~Irish Setter
~Georgia Boot
~Thorogood
Manitobah
~Moon Boot
~Tretorn
~R.M. Williams|RM Williams
~Tricker's|Trickers
Lems|Lems Shoes
~Kane Footwear
Glerups
~Acorn Slippers
Giesswein
Dearfoams
RockDove
mahabis
~EMU Australia
~Sanuk
~Alegria Shoes
Fluevog|John Fluevog
~Birdies
~Wigwam
~Farm to Feet
Bridgedale
~Happy Socks
Thorlo|Thorlos
~Gold Toe|GOLDTOE
~Woodland
~Red Tape
Sparx
Neeman's|Neemans
~Metro Shoes
~Boot Barn
~Rack Room Shoes
# fashion & fast fashion
Zara|飒拉
H&M|H & M|Hennes & Mauritz
Uniqlo|优衣库|UNIQLO
~Gap|Gap Inc.
~Old Navy
~Banana Republic
Shein|希音|SHEIN
Temu
Primark|Penneys
~Mango|MANGO
~Forever 21
Bershka
Pull&Bear|Pull & Bear
~Stradivarius
~Massimo Dutti
Oysho
Inditex
~COS
& Other Stories|Other Stories
Arket
~Weekday
Monki
Topshop
~River Island
~Next|Next plc
~New Look
~Boohoo|boohoo
~PrettyLittleThing|Pretty Little Thing
~Missguided
~Nasty Gal
~Fashion Nova
Zaful
~Cider
Romwe
Halara
~Quince
Everlane
J.Crew|J Crew
~Madewell
Abercrombie & Fitch|Abercrombie
~Hollister
~American Eagle|American Eagle Outfitters|AE
~Aerie
~Urban Outfitters
~Free People
Levi's|Levis|Levi Strauss|Levi’s
7 For All Mankind|7 for all mankind
~Wrangler Jeans
~Lee|Lee Jeans
~Diesel
G-Star Raw|G-Star
AG Jeans
~Good American
Agolde|AGOLDE
~Citizens of Humanity
~Frame
~Mother Denim
~Tommy Hilfiger
~Calvin Klein|CK
~Ralph Lauren|Polo Ralph Lauren
Lacoste
~Hugo Boss
~Guess|GUESS
~Express
~Ann Taylor
~Loft|LOFT
~Talbots
~Chico's
~White House Black Market
~J.Jill
~Eileen Fisher
~Reformation
Aritzia
~Lulus
~Revolve
~Princess Polly
~Show Me Your Mumu
~Hanna Andersson
Carhartt|Carhartt WIP
~Dickies
~Duluth Trading|Duluth Trading Company
L.L.Bean|LL Bean|L.L. Bean
~Lands' End|Lands End|Lands’ End
~Eddie Bauer
~Vineyard Vines
~Brooks Brothers
~Bonobos
~Todd Snyder
~Buck Mason
~Faherty
~Mack Weldon
~Marine Layer
~True Classic
~Cuts Clothing
~Chubbies
~Fred Perry
~Ben Sherman
~Barbour
~Boden
~Joules
~Seasalt Cornwall
~FatFace|Fat Face
~White Stuff
Marks & Spencer|M&S|Marks and Spencer
~Jigsaw
~Whistles
~Reiss
~AllSaints|All Saints
~Ted Baker
Superdry
~Jack & Jones|Jack and Jones
~Vero Moda
~Selected Homme
~Bestseller
~Esprit
s.Oliver
~Tom Tailor
Marc O'Polo
~Desigual
~Scotch & Soda
Pepe Jeans
~Replay
Benetton|United Colors of Benetton
Calzedonia
Intimissimi
Tezenis
~Sandro
Maje
~Claudie Pierlot
The Kooples
Sézane|Sezane
Rouje
Ba&sh|ba&sh
Kiabi
Celio
~Jules
Promod
Camaïeu|Camaieu
LC Waikiki
Koton
~DeFacto
~Reserved
Sinsay
~Cropp
Mohito
Lindex
KappAhl
Gina Tricot
~Acne Studios
Filippa K
~Tiger of Sweden
Nudie Jeans
Samsøe Samsøe|Samsoe Samsoe
Ganni|GANNI
Marimekko
~Joe Fresh
~Roots
~Simons
Reitmans
~Dynamite
~Club Monaco
~Zimmermann
~Cotton On
~Country Road
~Witchery
~Seed Heritage
Showpo
Glassons
~GU
~Shimamura
~Beams|BEAMS
~United Arrows
Comme des Garçons|Comme des Garcons|CDG
~Issey Miyake
~Yohji Yamamoto
A Bathing Ape|BAPE
~Supreme
Stüssy|Stussy
~Palace|Palace Skateboards
~Kith
~Off-White|Off White
~Fear of God|Essentials
~Represent
Corteiz
Trapstar
Anti Social Social Club
~Aimé Leon Dore|Aime Leon Dore
~Noah
Rhude
~Amiri
~Gallery Dept
~Chrome Hearts
~Kapital
~Needles
~Human Made
~Neighborhood
WTAPS
~Mardi Mercredi
Thisisneverthat
Ader Error
Musinsa
8seconds|8SECONDS
SPAO
~Topten|TOPTEN
Mixxo
Penshoppe
~Bench|Bench clothing
~Giordano
Bossini
~Baleno
Padini
~Pomelo|Pomelo Fashion
~Love Bonito
~Charles & Keith|Charles and Keith
~Pedro
Fabindia
Manyavar
~Biba|BIBA
~W for Woman|W for Women
~Allen Solly
~Van Heusen
~Louis Philippe
~Peter England
~Raymond|Raymond Group
~Westside
~Pantaloons
!Max Fashion
Indian Terrain
Classic Polo
Myntra
Ajio|AJIO
Nykaa Fashion
Meesho
~Snitch
The Souled Store
Bewakoof
~Roadster
HRX
Zudio
~Farm Rio|FARM Rio
Osklen
~Renner|Lojas Renner
~Riachuelo
C&A
~Hering
~Reserva
~Arezzo
~Schutz
Falabella
~Paris|Paris department store
~Ripley
~Liverpool|El Puerto de Liverpool
~Suburbia
Coppel
Spanx
~Skims|SKIMS
Savage X Fenty|Savage x Fenty
~Victoria's Secret|Victoria’s Secret|Victorias Secret
ThirdLove
Honeylove
~Parade
Knix
Thinx
Wacoal
~Hanky Panky
~Agent Provocateur
~La Perla
~Jockey
Fruit of the Loom
Gildan
~Bonds
Sloggi
~Tommy John
MeUndies
Saxx|SAXX
Separatec
~Andie Swim|Andie
Summersalt
Cupshe
Seafolly
Vilebrequin
~Orlebar Brown
Frankies Bikinis
MCM|MCM Worldwide
~Arturo Calle
~Totto
~Vélez|Velez
~Tous
Pronovias
~Libas
~Global Desi
~Aurelia
Jaypore
~Sabyasachi
~Anita Dongre
~Manish Malhotra
~Ritu Kumar
~Masaba|House of Masaba
Taneira
Nalli
~Kalki Fashion
~Soch
Mohey
FabAlley
Urbanic
~Good Earth
Chumbak
~Bombay Shirt Company
~Rare Rabbit
Beyoung
Spykar
~Flying Machine
Wrogn
U.S. Polo Assn.|US Polo Assn|U.S. Polo Assn
Zivame
Clovia
~The Man Company
~Bombay Shaving Company
Beardo
Ustraa
# luxury fashion
Louis Vuitton|LV|路易威登
Gucci|古驰
~Chanel|香奈儿
Hermès|Hermes|爱马仕
Prada|普拉达
Dior|Christian Dior|迪奥
LVMH
Kering
Richemont
Burberry
Balenciaga
Saint Laurent|Yves Saint Laurent|YSL
Givenchy
Fendi
Bottega Veneta
~Celine|Céline
~Loewe|LOEWE
Valentino
Versace
Dolce & Gabbana|Dolce&Gabbana|D&G
Giorgio Armani|Armani|Emporio Armani
Miu Miu
Alexander McQueen
Stella McCartney
Chloé|Chloe
~Coach
Michael Kors
Kate Spade
Tory Burch
Marc Jacobs
Max Mara
Moschino
Salvatore Ferragamo|Ferragamo
~Brunello Cucinelli
Loro Piana
Zegna|Ermenegildo Zegna
~Tom Ford
Jacquemus
~Balmain
Lanvin
~Kenzo
Maison Margiela|Margiela
~Rick Owens
~Vivienne Westwood
~Paul Smith
~Mulberry
~Longchamp
Goyard
Moynat
~Delvaux
~The Row
Khaite
Proenza Schouler
~Oscar de la Renta
~Carolina Herrera
~Diane von Furstenberg|DVF
~Self-Portrait
Polène|Polene
~Mansur Gavriel
Strathberry
Cuyana
Senreve
~Dagne Dover
~Béis|Beis
~Away|Away luggage
Samsonite
Rimowa|RIMOWA
Tumi|TUMI
~Briggs & Riley
Travelpro
Tough Traveler
~Monos
~July|July luggage
~Antler Luggage
Delsey
~American Tourister
~Herschel|Herschel Supply
Bellroy
Nomatic
~Aer
~Tortuga
Eastpak
JanSport
Farfetch
Net-a-Porter|NET-A-PORTER
Mytheresa
~Matches|MatchesFashion
SSENSE|Ssense
The RealReal
Vestiaire Collective
Rebag
Fashionphile
StockX
~GOAT
Grailed
Depop
Vinted
Poshmark
ThredUp|thredUP
~Rent the Runway
# watches
Rolex|劳力士
~Omega|欧米茄
~Patek Philippe|Patek
Audemars Piguet
~Cartier|卡地亚
TAG Heuer
Breitling
IWC|IWC Schaffhausen
Jaeger-LeCoultre|JLC
Vacheron Constantin
Panerai
Hublot
~Tudor
Longines
Tissot
~Hamilton|Hamilton Watch
Rado
Oris
~Zenith
Chopard
Blancpain
~Breguet
~Piaget
Grand Seiko
Seiko
~Citizen
Casio G-Shock|G-Shock
~Orient|Orient Star
Swatch
Swatch Group
~Frederique Constant
Baume & Mercier
~Mido
Certina
Bulova
Timex
~Fossil
~Daniel Wellington
MVMT
Nordgreen
~Skagen
Movado
~Invicta
~Sinn
~Nomos|NOMOS Glashütte
A. Lange & Söhne|A. Lange & Sohne
~Glashütte Original
Junghans
Stowa
~Christopher Ward
Bremont
~Farer
~Baltic|Baltic Watches
Lorier
~Seagull|Sea-Gull
~Richard Mille
~F.P. Journe
H. Moser & Cie
MB&F
Chrono24
~Titan|Titan Company
~Fastrack
# jewelry
~Tiffany|Tiffany & Co.|Tiffany and Co
Bulgari|Bvlgari
~Van Cleef & Arpels|Van Cleef
~Harry Winston
~Graff
De Beers
Chaumet
Boucheron
Mikimoto
Messika
~David Yurman
~Pandora
Swarovski
Chow Tai Fook|周大福
Chow Sang Sang
Luk Fook
Lao Feng Xiang
Tanishq
Kalyan Jewellers
~Malabar Gold|Malabar Gold & Diamonds
CaratLane
Mejuri
~Monica Vinader
Missoma
~Astrid & Miyu
~Catbird
~Kendra Scott
~Alex and Ani
Gorjana
~Ana Luisa
~Brilliant Earth
~Blue Nile
~James Allen
~Kay Jewelers
Zales
~Jared
~Signet|Signet Jewelers
~Ernest Jones
~H.Samuel
~Thomas Sabo
~Links of London
Stroili
~Vrai
~Clean Origin
Ritani
BlueStone
Giva
# eyewear
Ray-Ban|Ray Ban|RayBan
Persol
~Oliver Peoples
Warby Parker
Zenni|Zenni Optical
EyeBuyDirect
GlassesUSA
~Costa|Costa Del Mar
~Maui Jim
~Quay|Quay Australia
~Le Specs
~Gentle Monster
Jins|JINS
Zoff
Owndays|OWNDAYS
Lenskart
Specsavers
~Vision Express
LensCrafters
~Pearle Vision
Luxottica
EssilorLuxottica
Essilor
Varilux
~Transitions
~Hoya
Acuvue
Bausch + Lomb|Bausch & Lomb|Bausch and Lomb
Alcon
CooperVision
~Dailies|Dailies Total1
1-800 Contacts|1800 Contacts
~Coastal|Coastal.com
~Ace & Tate
~Mister Spex
Meta Ray-Ban|Ray-Ban Meta
Xreal|XREAL
Vuzix
~Even Realities
# beauty & makeup
L'Oréal|L'Oreal|Loreal|L’Oréal|L’Oreal|欧莱雅
Maybelline|Maybelline New York|美宝莲
Lancôme|Lancome|兰蔻
~Estée Lauder|Estee Lauder|Estée Lauder Companies|雅诗兰黛
~MAC|MAC Cosmetics|M·A·C
~Clinique|倩碧
NARS
~Bobbi Brown
~Benefit|Benefit Cosmetics
~Fenty Beauty|Fenty
~Rare Beauty
~Charlotte Tilbury
~Huda Beauty
~Too Faced
~Urban Decay
~Anastasia Beverly Hills|ABH
~Tarte|Tarte Cosmetics
Glossier
~Milk Makeup
Kosas
~Ilia|ILIA Beauty
~Merit|Merit Beauty
Saie
Westman Atelier
~Hourglass|Hourglass Cosmetics
~Pat McGrath Labs|Pat McGrath
~Natasha Denona
~Make Up For Ever|MUFE|MAKE UP FOR EVER
~Laura Mercier
Guerlain
~Sisley|Sisley Paris
~By Terry
Shiseido|资生堂|資生堂
Clé de Peau|Clé de Peau Beauté|Cle de Peau
~Shu Uemura|植村秀
Kanebo
Kosé|Kose|KOSE
Decorté|Cosme Decorte|Decorte
Suqqu|SUQQU
~Addiction Beauty
Canmake|CANMAKE
~Kate Tokyo|KATE
~Cezanne|CEZANNE
Anessa|ANESSA
~Elixir|Shiseido Elixir
NYX|NYX Professional Makeup
~e.l.f.|elf|e.l.f. Cosmetics|ELF Cosmetics
Revlon
CoverGirl|Covergirl|COVERGIRL
Rimmel|Rimmel London
~Max Factor
Bourjois
~Essence|essence cosmetics
Catrice
~Wet n Wild|wet n wild
~Milani
~Physicians Formula
Almay
L.A. Girl|LA Girl
ColourPop|Colourpop
Morphe
~Jeffree Star Cosmetics
BH Cosmetics
~Makeup Revolution|Revolution Beauty
~Sleek MakeUP
~Barry M
~Sugar Cosmetics|SUGAR Cosmetics
Lakmé|Lakme
~Swiss Beauty
~Kay Beauty
~Lotus Herbals
Colorbar
Wardah
~Make Over
~Emina
~Pixy
Florasis|花西子
~Perfect Diary|完美日记
Judydoll
Zeesea
Carslan
~Mary Kay
~Avon
Oriflame
~Natura|Natura &Co
O Boticário|O Boticario|Boticário
~Eudora
Jafra
Yanbal
Belcorp|L'Bel|Ésika|Esika
Kiko Milano|KIKO
~Pupa|Pupa Milano
~Deborah Milano
Collistar
Clarins
~Lancaster
~Yves Rocher
L'Occitane|L'Occitane en Provence|LOccitane|L’Occitane
Nuxe|NUXE
Caudalie
~Payot
Darphin
Filorga
Sothys
Decléor|Decleor
~Pixi|Pixi Beauty
Kylie Cosmetics
Makeup by Mario|MAKEUP BY MARIO
Patrick Ta
Danessa Myricks
Haus Labs
~Tower 28
~Jones Road
Victoria Beckham Beauty
# skincare (derm, k-beauty, j-beauty)
Bioderma
Avène|Avene|Eau Thermale Avène
La Roche-Posay|La Roche Posay|LRP|理肤泉
~Vichy
Uriage
Ducray
A-Derma
Eucerin
Nivea|妮维雅|NIVEA
Cetaphil
CeraVe
Aveeno
Neutrogena
Olay|玉兰油|OLAY
~Garnier
~Pond's|Ponds|Pond’s
~Simple|Simple Skincare
~Dove
Vaseline
Aquaphor
Curél|Curel
Hada Labo|肌研
Biore|Bioré
~Senka|Senka Perfect Whip
Melano CC
~Minon
DHC
Kiehl's|Kiehls|Kiehl’s
~Origins
~Fresh|Fresh Beauty
~Drunk Elephant
Tatcha
~Sunday Riley
~Paula's Choice|Paulas Choice|Paula’s Choice
~The Ordinary
Deciem
The Inkey List|INKEY List
~Glow Recipe
~Youth to the People
~Summer Fridays
Farmacy
~Herbivore|Herbivore Botanicals
~Tata Harper
~Augustinus Bader
~La Mer|Crème de la Mer
SkinCeuticals
~Dr. Dennis Gross
~Peter Thomas Roth
~Murad
Dermalogica
Elemis
~Perricone MD
~First Aid Beauty
Supergoop|Supergoop!
~Sun Bum
Coppertone
~Banana Boat
~Hawaiian Tropic
~Australian Gold
~Blue Lizard
EltaMD
Isntree
~Beauty of Joseon
Cosrx|COSRX
Laneige
Sulwhasoo|雪花秀
Innisfree
~Etude|Etude House
Missha
Dr. Jart+|Dr. Jart|Dr Jart
Klairs|Dear, Klairs
Some By Mi
Torriden
~Round Lab
Anua
Skin1004|SKIN1004
Mediheal
Banila Co
Heimish
Purito
~Benton
Pyunkang Yul
Belif
~Hera|HERA
The History of Whoo|Whoo
AmorePacific|Amorepacific
Tonymoly|TONYMOLY
~Nature Republic
~The Face Shop
Holika Holika
Peripera
Rom&nd|romand
~Clio|CLIO
~Espoir
3CE|3 Concept Eyes
Tirtir|TIRTIR
Hince
Medicube
VT Cosmetics
Aestura
Illiyoon
Numbuzin
Ma:nyo|Manyo
Axis-Y
Haruharu Wonder
~I'm From|Im From
Goodal
~Olive Young
SK-II|SK2|SKII
Sekkisei
~Albion
~Pola|POLA
Fancl|FANCL
~Orbis
~Ipsa|IPSA
Kikumasamune
Naturie|Hatomugi
Rohto|Rohto Mentholatum
Mentholatum
~Skin Aqua
~The Body Shop
~Lush|LUSH
~Molton Brown
~Aesop
Bubble Skincare
Good Molecules
Naturium
~Versed
~Topicals
Starface
~Hero Cosmetics|Mighty Patch
~Peace Out|Peace Out Skincare
Differin
PanOxyl
Vanicream
Dr. Barbara Sturm
111SKIN
Medik8
~Image Skincare
iS Clinical
Obagi
ZO Skin Health
Revision Skincare
Alastin
Biossance
~REN Clean Skincare|REN
~Tree Hut
Nécessaire|Necessaire
Soap & Glory
~Rhode|rhode
~Dieux
Byoma|BYOMA
Krave Beauty
Mario Badescu
~Pacifica
Derma E
~Acure
Weleda
Dr. Hauschka
Embryolisse
~Typology
Erborian
# haircare
Pantene|潘婷
~Head & Shoulders|Head and Shoulders|海飞丝
Herbal Essences
TRESemmé|Tresemme|TRESemme
Garnier Fructis|Fructis
~Suave
~Aussie
Sunsilk
~Clear Shampoo|Clear Men
Schwarzkopf
Got2b
Syoss
~Gliss|Gliss Kur
Elvive|Elseve
Kérastase|Kerastase
Redken
~Matrix|Matrix hair
~Paul Mitchell
Aveda
~Bumble and bumble|Bumble & Bumble
Olaplex|OLAPLEX
K18
Moroccanoil
Ouai|OUAI
Briogeo
~Living Proof
~Verb
Amika|amika
Davines
Oribe
Pureology
Joico
~Sebastian Professional
Wella|Wella Professionals
Goldwell
~L'Oréal Professionnel|L'Oreal Professionnel
Igk|IGK
~Function of Beauty
~Prose|Prose Hair
Act+Acre
~Virtue Labs|Virtue
SheaMoisture|Shea Moisture
Cantu
Mielle|Mielle Organics
~Pattern Beauty|Pattern
~Carol's Daughter
~As I Am
~Camille Rose
Curlsmith
DevaCurl
~Not Your Mother's
OGX
~Tsubaki|TSUBAKI
Ichikami
~Fino|Shiseido Fino
~Mise en Scene|Mise-en-scène
~Ryo|Ryo shampoo
Dr. Groot
Nizoral
Selsun Blue
~Jason|Jason Natural
~Maui Moisture
~Monday Haircare
~Bed Head|TIGI
~John Frieda
~Batiste
Klorane
~Rene Furterer|René Furterer
Nioxin
Keranique
Rogaine|Regaine
~Hims|Hims & Hers|Forhims|hims
~Keeps
Nutrafol
Vegamour
Viviscal
~Dyson Supersonic|Supersonic
Dyson Airwrap|Airwrap
ghd|GHD
BaBylissPRO|BaByliss
~T3|T3 Micro
~Hot Tools
Conair
~Remington
Laifen
Drybar
~Chi|CHI Haircare
Tangle Teezer
~Wet Brush
~Mason Pearson
~Kitsch
~Slip|Slip silk
Gisou
Crown Affair
~Color Wow
R+Co
Kristin Ess
~Odele
~Bread Beauty Supply
# fragrance
~Le Labo
Byredo
Diptyque
~Jo Malone|Jo Malone London
~Maison Francis Kurkdjian|MFK|Baccarat Rouge 540
~Creed
Parfums de Marly
~Kilian|By Kilian
~Frédéric Malle|Frederic Malle
Penhaligon's|Penhaligons
~Acqua di Parma
Xerjoff
Amouage
~Initio
Nishane
~Mancera
~Montale
Lattafa
Armaf
Rasasi
Ajmal
~Al Haramain
~Afnan
~Dossier
Phlur
~Sol de Janeiro
~Paco Rabanne|Rabanne
~Jean Paul Gaultier|JPG
~Viktor&Rolf|Viktor & Rolf
~Mugler|Thierry Mugler
~Dior Sauvage|Sauvage
~Bleu de Chanel
~Chanel No. 5|Chanel No 5
~Davidoff
~Elizabeth Arden
~Coty
~Puig
Interparfums
Perfumania
FragranceNet
FragranceX
Scentbird
Kayali
Ellis Brooklyn
Maison Margiela Replica|Replica fragrance
Juliette Has a Gun
Henry Rose
D.S. & Durga
~Commodity|Commodity fragrance
~Snif
# personal care, oral care & razors
Gillette
~Venus|Gillette Venus
Schick
Wilkinson Sword
~Harry's|Harrys|Harry’s
Dollar Shave Club|DSC
BIC
~Billie
~Athena Club
~Flamingo
~Bevel
Merkur
~Edwin Jagger
~Feather|Feather razors
~Leaf Shave
~Henson Shaving
Philips Norelco|Norelco
OneBlade|Philips OneBlade
Manscaped
Wahl
Andis
~Old Spice
~Axe|Lynx
~Degree|Rexona|Sure
~Secret|Secret deodorant
~Native|Native deodorant
Dr. Squatch
~Every Man Jack
~Duke Cannon
~Jack Black|Jack Black skincare
~Brickell
~Lume|Lume deodorant
~Schmidt's|Schmidt’s
~Tom's of Maine
~Mitchum
~Speed Stick
~Right Guard
~Arm & Hammer|Arm and Hammer
~Irish Spring
~Dial
~Lever 2000
~Lifebuoy
Dettol
~Safeguard
~Lux
Palmolive
Protex
~Method|Method Products
~Mrs. Meyer's|Mrs. Meyer’s|Mrs Meyers
Softsoap
Dr. Bronner's|Dr. Bronner’s|Dr Bronners
~Pears
~Imperial Leather
Radox
~Original Source
Carex
Sanex
~Fa
Sebamed
Vagisil
~Summer's Eve
Lactacyd
~Always|Always pads
Tampax
Kotex|U by Kotex
Playtex
Stayfree
~Carefree
Libresse|Bodyform
~Whisper
Sofy
~Laurier
~o.b.|OB tampons
~Lola|LOLA
~Cora
DivaCup|Diva Cup
Saalt
Durex|杜蕾斯
~Trojan
~Okamoto
Skyn|SKYN
~Lifestyles
Manix
~Sagami
Astroglide
K-Y|KY Jelly
Lelo|LELO
~Womanizer
Satisfyer
We-Vibe
~Magic Wand
~Dame|Dame Products
~Maude
Colgate|Colgate-Palmolive|高露洁
~Crest|佳洁士
Oral-B|Oral B|欧乐B
Sensodyne|舒适达
Parodontax|Paradontax
Aquafresh
~Close-Up|Closeup
Pepsodent
~Signal Toothpaste
Elmex
Meridol
Darlie|黑人牙膏
~Lion|Lion Corporation
~Systema
Clinpro
Listerine
TheraBreath
~ACT Fluoride|ACT
Biotène|Biotene
~Hello|hello toothpaste
Boka
~Davids|Davids Natural Toothpaste
Marvis
Apagard
~Bite|Bite Toothpaste Bits
Philips Sonicare|Sonicare
Waterpik
~Quip
~Burst|BURST
Oclean
Usmile
Fairywill
Smile Direct Club|SmileDirectClub
Invisalign
~Byte|Byte aligners
~Candid|Candid Pro
Dentsply Sirona
~Glide|Oral-B Glide
Plackers
~GUM|Sunstar GUM
TePe
Curaprox
Kleenex
~Puffs
~Scott Paper|Scott tissues
Charmin
Cottonelle
~Quilted Northern
~Angel Soft
Andrex
~Velvet|Velvet toilet tissue
~Tempo
Zewa
~Tena|TENA
~Depend
~Poise
~Attends
Unicharm
Kobayashi Pharmaceutical
Beiersdorf
Mamaearth
~Wow Skin Science
Vicco
Boroline
Zandu
Hindustan Unilever|HUL
Marico
Emami
Mistine
Srichand
~Snail White
Somethinc
~Scarlett Whitening
~Rituals|Rituals Cosmetics
Natura Bissé|Natura Bisse
# baby & kids
~Pampers|帮宝适
Huggies
~Luvs
~Honest|The Honest Company
~Coterie
~Kirkland Signature|Kirkland
~Hello Bello
~Bambo Nature
Dyper
~Merries|花王妙而舒
~Moony|Moony Man
~Goon
Mamypoko|MamyPoko
~Libero
Lupilu
Mustela
Johnson's Baby|Johnson's|Johnson’s
Burt's Bees|Burts Bees|Burt’s Bees
Babyganics
~Earth Mama
Desitin
~Boudreaux's Butt Paste|Butt Paste
Sudocrem
Bepanthen
WaterWipes
Similac
Enfamil
~Gerber
Aptamil
~Nan|Nestlé NAN|NAN
~Cow & Gate
Hipp|HiPP
Kendamil
~Bobbie
ByHeart
Holle
~Earth's Best
~Happy Baby|Happy Family Organics
~Plum Organics
~Beech-Nut
Ella's Kitchen
~Little Spoon
~Yumi
Cerelac
Philips Avent|Avent
Dr. Brown's|Dr Brown's|Dr. Brown’s
Tommee Tippee
Comotomo
~MAM
Nuk|NUK
Chicco
~Pigeon
~Munchkin
Boppy
Medela
~Spectra|Spectra Baby
~Elvie
~Willow|Willow Pump
Lansinoh
Haakaa
Graco
Britax
~Nuna
UPPAbaby
Bugaboo
Cybex
Maxi-Cosi
Doona
Babyzen|Babyzen Yoyo|YOYO
Joolz
Stokke
~Silver Cross
~Joie
Evenflo
~Baby Jogger
~BOB Gear|BOB stroller
Clek
Diono
~Orbit Baby
Ergobaby
BabyBjörn|BabyBjorn|Baby Bjorn
~Tula|Baby Tula
~Solly Baby
Artipoppe
~Halo|HALO Sleep
~Owlet
Nanit
~Miku
~Hatch Baby
Snoo|Happiest Baby|SNOO
Fisher-Price|Fisher Price
4moms
~Skip Hop
Lovevery
~Nested Bean
~Love to Dream
Ergopouch
~Kyte Baby
~Little Sleepies
~Carter's|Carters|Carter’s
~OshKosh|OshKosh B'gosh
Gymboree
~The Children's Place|Children's Place
~Janie and Jack
~Tea Collection
~Mini Boden
~Petit Bateau
Jacadi
Bonpoint
~Cyrillus
Okaïdi|Okaidi
Vertbaudet
Mothercare
JoJo Maman Bébé|JoJo Maman Bebe
~Buy Buy Baby|buybuy BABY
Babylist
Kidizen
~Crown Crafts
~DaVinci|DaVinci Baby
Babyletto
~Delta Children
~Dream On Me
Stokke Tripp Trapp|Tripp Trapp
~Nugget|Nugget Comfort
# toys & games
LEGO|乐高|Lego
Mattel
Hasbro
~Barbie
~Hot Wheels
~Matchbox
~Nerf|NERF
Play-Doh|Play Doh
~Monopoly
~Transformers
~My Little Pony
~Baby Alive
~Polly Pocket
~American Girl
~Uno|UNO
~Scrabble
Jenga
~Magic: The Gathering|MTG
~Dungeons & Dragons|D&D|Dungeons and Dragons
Wizards of the Coast
Pokémon|Pokemon|宝可梦
The Pokémon Company|Pokemon Company
Yu-Gi-Oh!|Yu-Gi-Oh|Yugioh
Bandai|Bandai Namco
Tamagotchi
Gundam|Gunpla
Takara Tomy|Tomy|Takara
Tomica
Sylvanian Families|Calico Critters
~Epoch
Playmobil
Schleich
Ravensburger
~Melissa & Doug|Melissa and Doug
~Spin Master
Paw Patrol|PAW Patrol
Hatchimals
Bakugan
~Kinetic Sand
VTech
~LeapFrog
~Little Tikes
~Step2
MGA Entertainment
~L.O.L. Surprise!|LOL Surprise
Bratz
~Rainbow High
Jazwares
Squishmallows
Funko|Funko Pop
Pop Mart|泡泡玛特|POP MART
Labubu
~Sonny Angel
Jellycat
~Ty|Beanie Babies
Steiff
Build-A-Bear|Build-A-Bear Workshop
Magna-Tiles|Magnatiles
~Picasso Tiles
K'NEX|Knex
Mega Bloks|Mega Brands
Duplo|LEGO Duplo
~Brio|BRIO
Hape
Janod
Djeco
PlanToys
~Grimm's
Tonies|Toniebox
Yoto|Yoto Player
Sphero
~Wonder Workshop
Makeblock
~Snap Circuits
KiwiCo
Crayola
Faber-Castell
Staedtler
Stabilo
~Pilot|Pilot Pen
Pentel
~Uni-ball|Uni|Mitsubishi Pencil
~Zebra|Zebra Pen
~Sakura|Sakura Color
Tombow
Sharpie
~Paper Mate|Papermate
Moleskine
Leuchtturm1917|Leuchtturm
Rhodia
~Midori
Hobonichi
Lamy|LAMY
~Montblanc
~Parker|Parker Pen
~Cross|A.T. Cross
Kaweco
~Sailor|Sailor Pen
~Platinum|Platinum Pen
Twsbi|TWSBI
~Five Below
Smyths|Smyths Toys
Toys"R"Us|Toys R Us|Toys“R”Us
~The Entertainer
Hamleys
~Hobby Lobby
~Michaels
~Joann|JOANN
~Games Workshop|Warhammer
Catan|Settlers of Catan
~Ticket to Ride
~Pandemic
~Wingspan
~Exploding Kittens
~Cards Against Humanity
~Codenames
Asmodee
Stonemaier Games
~Fantasy Flight Games
~Days of Wonder
~Czech Games Edition
Rubik's|Rubik's Cube|Rubik’s
~GAN Cube|GAN
MoYu
QiYi
Sanrio|Hello Kitty
Tamiya
~Good Smile Company|Nendoroid
Kotobukiya
Studio Ghibli
# video games & consoles
Nintendo Switch|Switch 2
PlayStation|PS5|PS4|Sony PlayStation > Sony
Xbox|Microsoft Xbox > Microsoft
Xbox Game Pass|Game Pass
PlayStation Plus|PS Plus
~Steam|Valve Steam
~Valve|Valve Corporation
~Epic Games|Epic Games Store
Fortnite
Unreal Engine
~Unity|Unity Technologies
~Godot|Godot Engine
Roblox
Minecraft
Mojang
~Electronic Arts|EA|EA Sports
Activision|Activision Blizzard
~Blizzard|Blizzard Entertainment
~Call of Duty
Ubisoft
Take-Two|Take-Two Interactive
~Rockstar Games|Rockstar
Grand Theft Auto|GTA
~2K|2K Games
Bethesda
Square Enix
Capcom
Sega|SEGA
Konami
Bandai Namco Entertainment
Koei Tecmo
FromSoftware
Nexon
NCSoft|NCsoft
Krafton
PUBG
Netmarble
Smilegate
Pearl Abyss
Tencent Games
NetEase|NetEase Games|网易
miHoYo|HoYoverse|米哈游
Genshin Impact
Honkai: Star Rail|Honkai Star Rail
Lilith Games
Garena
~Free Fire
~Sea Limited
Moonton
~Mobile Legends|Mobile Legends: Bang Bang
Riot Games
League of Legends|LoL
Valorant
CD Projekt|CD Projekt Red
Paradox Interactive
Embracer Group
Devolver Digital
Annapurna Interactive
~Supercell
Clash of Clans
Clash Royale
Brawl Stars
Rovio|Angry Birds
~King Digital|King
Candy Crush
Zynga
Playtika
Scopely
Niantic
Pokémon Go|Pokemon Go
GOG|GOG.com
Humble Bundle
itch.io
Battle.net
~EA App|Origin
Ubisoft Connect
~Twitch
~Discord
Razer Cortex
Nvidia GeForce Now|GeForce Now
Xbox Cloud Gaming
Meta Quest|Oculus|Oculus Quest > Meta
Apple Vision Pro|Vision Pro
~Pico|Pico VR
Valve Index
~HTC Vive|Vive
PlayStation VR|PSVR
~Backbone|Backbone One
8BitDo
Turtle Beach
Astro Gaming
PowerA
~Hori|HORI
Scuf|SCUF
Nacon
Thrustmaster
Fanatec
Moza|MOZA Racing
GameStop
~GAME Digital|GAME
Micromania
EB Games
# food & snacks
~Nestlé|Nestle|雀巢
Unilever|联合利华
Mondelēz|Mondelez|Mondelez International
~Kraft Heinz|Kraft|Heinz
PepsiCo|百事公司
Frito-Lay|Frito Lay
~Lay's|Lays|Lay’s|Walkers
Doritos
Cheetos
Tostitos
Fritos
~Ruffles
Pringles
~Kettle Brand|Kettle Chips
~Cape Cod Chips
Utz
Takis
Sun Chips|SunChips
~Smartfood
~Goldfish
Cheez-It
~Ritz
Oreo|奥利奥
Chips Ahoy!|Chips Ahoy
Nutter Butter
Nabisco
Triscuit
~Wheat Thins
Belvita|belVita
Milka
Toblerone
Cadbury|吉百利
Côte d'Or|Cote d'Or
Hershey's|Hershey|Hershey’s
Reese's|Reeses|Reese’s
Kit Kat|KitKat|奇巧
~Snickers|士力架
~Mars|Mars Inc.|Mars Wrigley
M&M's|M&Ms|M&M’s
Twix
~Milky Way
~Bounty
Maltesers
Galaxy chocolate|Dove chocolate
Ferrero|费列罗
Ferrero Rocher
Nutella
~Kinder
Tic Tac
Lindt|Lindt & Sprüngli|瑞士莲
Ghirardelli
~Godiva|歌帝梵
Guylian
~Leonidas
~Neuhaus
~Hotel Chocolat
~Green & Black's
Tony's Chocolonely
Ritter Sport
Haribo|哈瑞宝
Trolli
Skittles
~Starburst
Sour Patch Kids
~Swedish Fish
~Jolly Rancher
~Life Savers
Werther's Original|Werther's
Mentos
Chupa Chups
~Airheads
~Nerds
~Warheads
Hi-Chew
Pocky|百奇
Meiji
Glico|Ezaki Glico
Calbee|卡乐比
Lotte
~Orion|好丽友
~Choco Pie
Nongshim|农心
Shin Ramyun
Samyang Foods|Buldak
Nissin|日清
~Cup Noodles|Cup Noodle
Maruchan
Indomie
~Mama noodles|MAMA
Maggi
Knorr
~Top Ramen
Lee Kum Kee|李锦记
Lao Gan Ma|老干妈
Kikkoman
Yamasa
Mizkan
Ajinomoto|味之素
~Kewpie
~House Foods
~S&B|S&B Foods
Kellogg's|Kelloggs|Kellogg’s|家乐氏
Kellanova
WK Kellogg
~General Mills
Cheerios
~Frosted Flakes
~Special K
Froot Loops
~Lucky Charms
~Cinnamon Toast Crunch
Cap'n Crunch
~Quaker|Quaker Oats
~Post Consumer Brands|Post
Kashi
~Nature Valley
Clif Bar|CLIF
~KIND|KIND Snacks
RXBAR
Larabar
~Quest Nutrition|Quest
Nature's Bakery
Pop-Tarts
Eggo
~Nature's Path
Bob's Red Mill
~King Arthur Baking|King Arthur
~Betty Crocker
Pillsbury
~Duncan Hines
Barilla
De Cecco
Rummo
Ronzoni
Banza
Rao's|Rao's Homemade
~Prego
Ragú|Ragu
Bertolli
~Classico
~Newman's Own
~Hidden Valley
~French's
~Hellmann's|Best Foods
~Duke's
Sir Kensington's
Grey Poupon
~Tabasco
Frank's RedHot
Cholula
~Huy Fong|Huy Fong Foods
~Valentina
Tapatío|Tapatio
~McCormick
~Old El Paso
~Ortega
La Costeña
~Goya|Goya Foods
~Mission|Mission Foods
Gruma
~Bimbo|Grupo Bimbo
~Sara Lee
~Wonder|Wonder Bread
Dave's Killer Bread
~Nature's Own
Pepperidge Farm
~Arnold
~Thomas'
Entenmann's
~Hostess
~Little Debbie
Tastykake
Krispy Kreme
Jif
~Skippy
~Peter Pan
Smucker's|Smuckers|J.M. Smucker
~Bonne Maman
St. Dalfour
~Welch's
~Campbell's|Campbells|Campbell’s
Progresso
~Pacific Foods
~Swanson
~Del Monte
~Dole
~Green Giant
~Birds Eye
Stouffer's
Lean Cuisine
Hot Pockets
DiGiorno
~Red Baron
Totino's
~Tombstone
~Amy's|Amy's Kitchen
~Banquet
~Marie Callender's
~Healthy Choice
~Tyson|Tyson Foods
~Perdue
~Pilgrim's
JBS
Hormel
~Spam|SPAM
~Oscar Mayer
~Ball Park
Hillshire Farm
~Jimmy Dean
~Johnsonville
~Smithfield
~Boar's Head
~Applegate
~Beyond Meat
~Impossible Foods|Impossible Burger
Quorn
Oatly
Gardein
MorningStar Farms
Tofurky
~Lightlife
~Planters
~Blue Diamond
~Wonderful Pistachios|Wonderful
Sahale Snacks
~Emerald Nuts
~Sabra
Boursin
~Philadelphia|Philadelphia Cream Cheese
Velveeta
Kraft Mac & Cheese|Kraft Dinner
~Annie's|Annie's Homegrown
Uncle Ben's|Ben's Original
~Mahatma
~Tilda
~Minute Rice
Haldiram's|Haldiram
Bikaji
MTR|MTR Foods
~Britannia
Parle|Parle-G
Amul
~Mother Dairy
~Everest Spices|Everest
MDH
Tata Consumer|Tata Salt|Tata Tea
~Patanjali
Dabur
~ITC|Aashirvaad|Sunfeast|Bingo
~Lucky Me|Lucky Me!
Jollibee Foods
Monde Nissin
Richeese|Nabati
Mayora|Kopiko
Garudafood
~Oishi
~Jack 'n Jill
Sabritas
Gamesa
Marinela
Arcor
Bauducco
~Wrigley|Wrigley's
~Extra|Extra gum
~Trident|Trident gum
~Orbit|Orbit gum
5 Gum
Eclipse Gum
Hubba Bubba
~Juicy Fruit
Doublemint
Dentyne
Altoids
~Ice Breakers
Raffaello
Butterfinger
~Baby Ruth
~PayDay
~Heath|Heath bar
Almond Joy
~Mounds
~York Peppermint Pattie|York
~Hershey's Kisses|Kisses
~Whoppers
Milk Duds
Junior Mints
~Mike and Ike
~Hot Tamales
Twizzlers
Red Vines
Laffy Taffy
Tootsie Roll|Tootsie
~Dum Dums
~Ring Pop
Pez|PEZ
SweeTarts
Lemonheads
~Russell Stover
~Whitman's
~See's Candies|See's
~Aero
~Crunchie
~Flake
Wispa
~Double Decker
~Twirl
~Quality Street
~Roses chocolates|Cadbury Roses
~Celebrations
~After Eight
Terry's Chocolate Orange
Thorntons
Rowntree's
Fruittella
Maynards Bassetts
~Jelly Belly
Lotus Biscoff|Biscoff
McVitie's|McVities
Jaffa Cakes
Tunnock's
~Hula Hoops
~Quavers
~Monster Munch
Wotsits
Tyrrells
~Mr Kipling
Warburtons
Hovis
~Kingsmill
Weetabix
Shreddies
~Alpen
~Jordans
~Dorset Cereals
~Graze
Nakd|Nākd
Marmite
Vegemite
Bovril
Bisto
Heinz Beanz|Beanz
Bahlsen
~Leibniz
~Dr. Oetker|Dr Oetker
Ülker|Ulker
Lunchables
~Jell-O|Jello
~Cool Whip
~Perfect Bar
Barebells
~Grenade|Grenade bars
~ONE Bar|ONE Protein
~Built Bar|Built
~Think!|think!
~Pure Protein
~Fulfil
~Siete|Siete Foods
~Simple Mills
~Kodiak Cakes|Kodiak
~Primal Kitchen
~Chosen Foods
~Mike's Hot Honey
~Truff|TRUFF
~Fly By Jing
Omsom
Graza
~California Olive Ranch
Colavita
~Filippo Berio
Kurkure
~Uncle Chipps
CJ CheilJedang|CJ|Bibigo
Binggrae
Paldo
Ottogi
Tao Kae Noi
Indofood
Kapal Api
Vinamilk
TH True Milk
Charoen Pokphand|CP Foods
~Bengawan Solo
BreadTalk
~Havanna
Jumex
Herdez
~Alpina
~Gloria|Leche Gloria
Mutti
~Giovanni Rana|Rana
Mulino Bianco
Cola Cao|ColaCao
Teh Botol Sosro
Pril
# beverages, soft drinks & water
~Coca-Cola|Coca Cola|Coke|可口可乐
Diet Coke
Coke Zero|Coca-Cola Zero Sugar
Pepsi|百事可乐
~Sprite|雪碧
Fanta|芬达
~Dr Pepper|Dr. Pepper
7 Up|7UP|Seven Up
~Mountain Dew|Mtn Dew
Schweppes
~Canada Dry
A&W|A&W Root Beer
~Sunkist
~Crush
~Mug Root Beer
Barq's
~Fever-Tree|Fever Tree
~Q Mixers
Olipop|OLIPOP
~Poppi
~Culture Pop
Zevia
~Spindrift
LaCroix|La Croix
Bubly
~Polar Seltzer
~Waterloo Sparkling Water
~Perrier
~San Pellegrino|S.Pellegrino|Sanpellegrino
~Topo Chico
Evian|依云
~Fiji Water|FIJI
~Voss
~Smartwater|smartwater
Dasani
Aquafina
~Poland Spring
~Deer Park
Ozarka
~Arrowhead
~Crystal Geyser
~Essentia
~Core Water|CORE
~Liquid Death
Volvic
Vittel
Contrex
~Highland Spring
Gerolsteiner
Acqua Panna
Nongfu Spring|农夫山泉
Wahaha|娃哈哈
C'estbon|怡宝
~Ice Mountain
Bisleri
Kinley
~Aqua|Danone Aqua
Red Bull|红牛
~Monster Energy|Monster
Rockstar Energy
~Celsius
~Bang Energy|Bang
~Reign
~C4 Energy|C4
~Ghost Energy
~Prime|Prime Hydration
Alani Nu
5-hour Energy
~NOS Energy
~Burn|Burn Energy
Lucozade
~Relentless
~Sting|Sting Energy
Krating Daeng
Lipovitan
Gatorade|佳得乐
Powerade
~BodyArmor|BODYARMOR
Liquid I.V.|Liquid IV
LMNT
Nuun
Pocari Sweat|宝矿力水特
~Aquarius
Vitaminwater|vitaminwater
~Propel
Pedialyte
Electrolit
Tropicana
Minute Maid
~Simply|Simply Orange
Florida's Natural
~Ocean Spray
Capri-Sun|Capri Sun
Juicy Juice
~Innocent|Innocent Drinks
~Naked Juice
Suja
~Bolthouse Farms
~V8
Ribena
~Robinsons
~Oasis
~Tango
Irn-Bru|Irn Bru
Appy Fizz
Frooti
Maaza
~Slice
~Thums Up
Limca
~Paper Boat
~Real Juice
Yakult|养乐多
Calpis|Calpico
Lotte Chilsung
Milkis
Vita Coco
~Zico
~Harmless Harvest
Snapple
~Arizona|AriZona
Lipton|立顿
~Pure Leaf
~Gold Peak
~Honest Tea
~Brisk
Nestea
Fuze Tea|FUZE
Ito En|伊藤園
Suntory|三得利
Kirin Beverage
Oi Ocha|Oi Ocha Green Tea
~Master Kong|康师傅
~Uni-President
~Genki Forest|元气森林
Vitasoy|维他奶
Yeo's
F&N
~Milo|美禄
Ovaltine|阿华田
Horlicks
Bournvita
Nesquik
~Carnation
~Swiss Miss
GT's Living Foods|GT's Kombucha|GT's
Health-Ade
~Humm Kombucha|Humm
Brew Dr.|Brew Dr
~Athletic Brewing|Athletic Brewing Co.
Seedlip
~Ghia
~Recess
~Kin Euphorics
~Hint|Hint Water
Cirkul
~Mio|MiO
~Crystal Light
Kool-Aid
~Tang
~Country Time
Jarritos
Inca Kola
Guaraná Antarctica|Guarana Antarctica
Kuat
Postobón
Big Cola|BIG Cola
Peñafiel|Penafiel
~Boing
Guayakí|Guayaki
~Sparkling Ice
~Clearly Canadian
~Jones Soda
Izze|IZZE
~Reed's
Faygo
Vernors
~Squirt
~Fresca
~Mello Yello
Cheerwine
SunnyD|Sunny D|Sunny Delight
~Hawaiian Punch
Hi-C
Yoo-hoo
TruMoo
# coffee & tea
Starbucks|星巴克
Dunkin'|Dunkin|Dunkin' Donuts|Dunkin Donuts
Tim Hortons
~Costa Coffee
Caffè Nero|Caffe Nero
~Pret A Manger|Pret
~Peet's Coffee|Peet's|Peets
Dutch Bros|Dutch Bros Coffee
Caribou Coffee
~The Coffee Bean & Tea Leaf|Coffee Bean
~Blue Bottle Coffee|Blue Bottle
~Intelligentsia|Intelligentsia Coffee
~Stumptown|Stumptown Coffee
~La Colombe
Counter Culture Coffee
~Verve Coffee
Philz Coffee
Black Rifle Coffee|Black Rifle Coffee Company
~Death Wish Coffee
Lavazza
Illy|illy
Segafredo|Segafredo Zanetti
~Kimbo
Kicking Horse Coffee
Café Bustelo|Cafe Bustelo
Café du Monde|Cafe du Monde
Folgers
Maxwell House
Nescafé|Nescafe|雀巢咖啡
~Jacobs|Jacobs Coffee
Tchibo
Douwe Egberts
JDE Peet's|JDE Peets
~Melitta
Dallmayr
~Eight O'Clock|Eight O'Clock Coffee
~Community Coffee
Chock full o'Nuts
Green Mountain Coffee
Gevalia
~Juan Valdez|Juan Valdez Café
Luckin Coffee|Luckin|瑞幸咖啡
Cotti Coffee|库迪咖啡
~Manner Coffee|Manner
Mixue|蜜雪冰城
Heytea|喜茶|HEYTEA
Nayuki|奈雪的茶
Chagee|霸王茶姬
Chabaidao|茶百道
Gong Cha|贡茶
~CoCo Fresh Tea|CoCo都可
Chatime
~Tiger Sugar
~Kung Fu Tea
Sharetea
Yi Fang|Yi Fang Taiwan Fruit Tea
~The Alley
Kopi Kenangan
Fore Coffee
~Highlands Coffee
Trung Nguyên|Trung Nguyen
Phúc Long|Phuc Long
Café Amazon|Cafe Amazon
~Coffee Day|Café Coffee Day|CCD
Blue Tokai
~Third Wave Coffee
Chaayos
Chai Point
Ediya Coffee
~Mega Coffee|MGC
~Compose Coffee
~A Twosome Place
Paik's Coffee
Doutor
~Komeda|Komeda's Coffee
~Tully's Coffee|Tully's
Excelsior Caffé
Gloria Jean's|Gloria Jean's Coffees
~Second Cup
Javy|Javy Coffee
~Chamberlain Coffee
Nespresso Vertuo|Vertuo
Dolce Gusto|Nescafé Dolce Gusto
Tassimo
Twinings
Tetley
~Yorkshire Tea
PG Tips
Typhoo
~Clipper|Clipper Teas
~Pukka|Pukka Herbs
Teapigs
Dilmah
Ahmad Tea
~Brooke Bond|Red Label
~Taj Mahal Tea
Wagh Bakri
Celestial Seasonings
~Bigelow|Bigelow Tea
Tazo
~Harney & Sons
~Republic of Tea
~Yogi Tea|Yogi
~Traditional Medicinals
Teavana
~David's Tea|DAVIDsTEA
Mariage Frères|Mariage Freres
Kusmi Tea
Palais des Thés
TWG Tea|TWG
Ronnefeldt
Ippodo|一保堂
Matcha.com
~Jade Leaf|Jade Leaf Matcha
~Tenzo
MUD\WTR|Mud Wtr|MUDWTR
Four Sigmatic
~Ryze|RYZE
~Califia Farms
~Silk|Silk almond milk
Alpro
~Minor Figures
~Planet Oat
~Elmhurst
~Almond Breeze
~So Delicious
~Ripple Foods
Coffee mate|Coffee-mate|Coffeemate
~International Delight
Nutpods
# beer, wine & spirits
AB InBev|Anheuser-Busch|Anheuser-Busch InBev
~Budweiser|Bud|百威
Bud Light
Michelob Ultra|Michelob
~Stella Artois
~Corona|Corona Extra|科罗娜
~Modelo|Modelo Especial
~Pacifico
Dos Equis
~Tecate
~Sol|Sol beer
Heineken|喜力
~Amstel
~Desperados
~Tiger Beer
Carlsberg|嘉士伯
Tuborg
~Guinness
~Kilkenny
Smithwick's
~Beck's|Becks
Löwenbräu|Lowenbrau
Paulaner
Erdinger
Weihenstephaner
Warsteiner
Bitburger
Krombacher
Spaten
~Franziskaner
~Hoegaarden
Leffe
Duvel
~Chimay
~Westmalle
~Orval
~Delirium|Delirium Tremens
Peroni
~Moretti|Birra Moretti
Menabrea
Estrella Damm
Mahou
San Miguel
Kronenbourg|Kronenbourg 1664
Pilsner Urquell
Budvar|Budějovický Budvar
Staropramen
~Kozel|Velkopopovický Kozel
~Żywiec|Zywiec
Tyskie
~Lech
Baltika
Efes|Anadolu Efes
Asahi|朝日啤酒
~Kirin|Kirin Ichiban|麒麟
~Sapporo
Suntory Premium Malt's|The Premium Malt's
Orion Beer
Tsingtao|青岛啤酒
~Snow Beer|雪花啤酒
~Harbin Beer|哈尔滨啤酒
Yanjing|燕京啤酒
~Cass
Hite|HiteJinro
~Terra|Terra beer
~Kloud
Jinro|Chamisul
Chum Churum
Singha
~Chang|Chang Beer
~Leo|Leo beer
~Bintang
~Red Horse
Beerlao
~Saigon Beer|Bia Saigon
~Hanoi Beer
~333 Beer
~Kingfisher
Bira 91|Bira
~Haywards
~Castle Lager|Castle
Tusker
~Star Lager
~Brahma
~Skol
~Antarctica|Cerveja Antarctica
~Quilmes
~Aguila|Águila
~Club Colombia
Cusqueña|Cusquena
~Cerveza Polar
~Presidente
~Red Stripe
~Foster's|Fosters
~Victoria Bitter|VB
~XXXX
~Carlton Draught
Tooheys
~Coopers
Steinlager
Molson|Molson Canadian
Coors|Coors Light
~Miller|Miller Lite|Miller High Life
Molson Coors
~Blue Moon
Pabst|Pabst Blue Ribbon|PBR
Yuengling
~Busch|Busch Light
~Natural Light|Natty Light
~Keystone Light
~Samuel Adams|Sam Adams|Boston Beer Company
~Sierra Nevada
~Lagunitas
~New Belgium|Fat Tire
Dogfish Head
~Stone Brewing
~Founders Brewing|Founders
~Bell's Brewery|Bell's
~Goose Island
~Deschutes
~Firestone Walker
~Ballast Point
~Elysian
~Brooklyn Brewery
Allagash
~Tree House Brewing|Tree House
Russian River Brewing|Pliny the Elder
BrewDog
~Camden Town Brewery|Camden Hells
~Beavertown
~Fuller's|London Pride
~Greene King
~Old Speckled Hen
~Newcastle Brown Ale|Newcastle
Boddingtons
Thornbridge
~White Claw
~Truly|Truly Hard Seltzer
~High Noon
Bon & Viv
Vizzy
~Twisted Tea
~Mike's Hard Lemonade|Mike's
Smirnoff Ice
~Angry Orchard
~Strongbow
Magners|Bulmers
~Somersby
~Kopparberg
Rekorderlig
Diageo
Pernod Ricard
Brown-Forman
Bacardi
Beam Suntory|Suntory Global Spirits
Campari|Campari Group
Rémy Cointreau|Remy Cointreau
Moët Hennessy|Moet Hennessy
~Constellation Brands
~Treasury Wine Estates
~E. & J. Gallo|Gallo
~Johnnie Walker|尊尼获加
~Jack Daniel's|Jack Daniels|Jack Daniel’s|杰克丹尼
~Jim Beam
~Maker's Mark|Makers Mark
~Woodford Reserve
~Buffalo Trace
~Wild Turkey
Bulleit
~Knob Creek
~Four Roses
~Evan Williams
~Elijah Craig
~Heaven Hill
~Jameson
~Bushmills
~Tullamore D.E.W.|Tullamore Dew
~Redbreast
~Teeling
Glenfiddich
The Glenlivet|Glenlivet
The Macallan|Macallan
Lagavulin
Laphroaig
Ardbeg
Talisker
~Oban
~Highland Park
Glenmorangie
Balvenie|The Balvenie
Dalmore|The Dalmore
~Bowmore
~Aberlour
~Monkey Shoulder
Chivas Regal|Chivas
~Dewar's|Dewars
~Ballantine's|Ballantines
~Famous Grouse|The Famous Grouse
~Grant's|Grant's Whisky
J&B|J&B Rare
~Cutty Sark
~Crown Royal
~Canadian Club
Hibiki
~Yamazaki|山崎
Hakushu
Nikka
Kavalan
Amrut
~Paul John
~Royal Stag
~Imperial Blue
~Officer's Choice
~McDowell's|McDowell's No.1
~Blenders Pride
Smirnoff|皇冠伏特加
~Absolut|Absolut Vodka
~Grey Goose
~Belvedere
Ketel One
~Tito's|Tito's Handmade Vodka|Titos
Stolichnaya|Stoli
~Russian Standard
Ciroc|Cîroc
~Finlandia
Żubrówka|Zubrowka
~Chopin Vodka
Skyy|SKYY
~New Amsterdam
Svedka
~Deep Eddy
Tanqueray
~Bombay Sapphire
~Gordon's|Gordons
~Beefeater
~Hendrick's|Hendricks
~The Botanist
Monkey 47
Sipsmith
~Aviation Gin
~Roku Gin
Gin Mare
~Captain Morgan
~Havana Club
~Mount Gay
~Appleton Estate
~Diplomático|Diplomatico
~Kraken|The Kraken
~Malibu
~Sailor Jerry
~Don Q
Ron Zacapa|Zacapa
Bumbu
~Plantation Rum
Jose Cuervo|José Cuervo
~Patrón|Patron
~Don Julio
Casamigos
Espolòn|Espolon
1800 Tequila
~Herradura
Clase Azul
Teremana
~Olmeca
Sauza
~Cazadores
~Hornitos
~Milagro
~El Jimador
~Avión|Avion
Del Maguey
~400 Conejos
Hennessy|轩尼诗
Rémy Martin|Remy Martin|人头马
Martell|马爹利
Courvoisier
~Camus
Grand Marnier
Cointreau
Baileys|Bailey's
Kahlúa|Kahlua
Jägermeister|Jagermeister|Jäger
Aperol
Disaronno
Frangelico
~Chambord
~St-Germain|St Germain
~Fireball
~Southern Comfort
Drambuie
~Chartreuse
Licor 43
Midori liqueur
~Martini|Martini & Rossi
Cinzano
Lillet
Pimm's|Pimms
~Ricard
Pastis 51
~Ouzo 12
Moutai|Kweichow Moutai|茅台
Wuliangye|五粮液
Luzhou Laojiao|泸州老窖
Fenjiu|汾酒
Yanghe|洋河
Jiangxiaobai|江小白
Dassai|獺祭
Gekkeikan|月桂冠
Hakkaisan|八海山
~Kubota|久保田
Choya
Iichiko
Moët & Chandon|Moet & Chandon|Moët|Moet|酩悦
~Dom Pérignon|Dom Perignon
Veuve Clicquot
Krug
Bollinger
Taittinger
Laurent-Perrier
Perrier-Jouët|Perrier Jouet
Piper-Heidsieck
Ruinart
~Louis Roederer|Cristal
Pol Roger
Nicolas Feuillatte
~Mumm|G.H. Mumm
Freixenet
Codorníu|Codorniu
Mionetto
~La Marca
~Yellow Tail|[yellow tail]
~Barefoot|Barefoot Wine
~Sutter Home
~Woodbridge
Kendall-Jackson
~Robert Mondavi
Beringer
Chateau Ste. Michelle|Ste. Michelle
~Josh Cellars
Meiomi
Apothic
~19 Crimes
~Cupcake Vineyards
~Kim Crawford
~Cloudy Bay
~Oyster Bay
~Villa Maria
Penfolds
~Jacob's Creek
~Wolf Blass
Lindeman's
Casillero del Diablo|Concha y Toro
~Santa Rita
~Catena|Catena Zapata
Trapiche
Marqués de Riscal
~Torres
Campo Viejo
~Antinori
~Frescobaldi
Gaja
~Santa Margherita
Ruffino
~Château Margaux
Château Lafite Rothschild|Lafite
~Château Latour
Château Mouton Rothschild
Château Haut-Brion
Château d'Yquem
~Pétrus|Petrus
Domaine de la Romanée-Conti|DRC|Romanée-Conti
~Opus One
Caymus
~Silver Oak
~Stag's Leap
Duckhorn
~Whispering Angel|Château d'Esclans
~Miraval
~Sula Vineyards|Sula
Changyu|张裕
~Great Wall Wine
Vivino
Wine.com
~Naked Wines
Drizly
ReserveBar
~Total Wine|Total Wine & More
BevMo
~Majestic Wine
~Dan Murphy's
BWS
Ambev
Femsa
# restaurants & fast food
McDonald's|McDonalds|McDonald’s|Mickey D's|麦当劳
~Burger King|BK|汉堡王
~Wendy's|Wendys|Wendy’s
KFC|Kentucky Fried Chicken|肯德基
~Taco Bell
Pizza Hut|必胜客
~Domino's|Dominos|Domino’s|Domino's Pizza
~Papa John's|Papa Johns|Papa John’s
~Little Caesars
~Subway|赛百味
Chick-fil-A|Chick fil A|Chickfila
~Popeyes|Popeyes Louisiana Kitchen
~Chipotle|Chipotle Mexican Grill
~Five Guys
~Shake Shack
In-N-Out|In-N-Out Burger|In N Out
Whataburger
~Culver's
~Sonic|Sonic Drive-In
Arby's|Arbys
~Jack in the Box
~Carl's Jr.|Carl's Jr|Hardee's
~Del Taco
Wingstop
~Buffalo Wild Wings|BWW
~Raising Cane's|Raising Canes
Zaxby's
~Bojangles
~Church's Chicken|Church's Texas Chicken|Texas Chicken
~El Pollo Loco
~Panda Express
~P.F. Chang's|PF Chang's
~Panera Bread|Panera
~Jersey Mike's|Jersey Mikes
~Jimmy John's|Jimmy Johns
~Firehouse Subs
~Potbelly
Qdoba
~Moe's Southwest Grill|Moe's
Sweetgreen|sweetgreen
~Cava|CAVA
~Dig|Dig Inn
~Noodles & Company
~Olive Garden
~Red Lobster
Applebee's|Applebees
~Chili's|Chilis
~TGI Fridays|TGI Friday's
~Outback Steakhouse|Outback
~Texas Roadhouse
~LongHorn Steakhouse|LongHorn
~Cheesecake Factory|The Cheesecake Factory
~Red Robin
~Denny's|Dennys
IHOP
~Waffle House
~Cracker Barrel
~Bob Evans
~Golden Corral
~Hooters
~Dave & Buster's
~Chuck E. Cheese
~Steak 'n Shake
~Krystal
~White Castle
~Dairy Queen|DQ
~Baskin-Robbins|Baskin Robbins
~Cold Stone Creamery|Cold Stone
Crumbl|Crumbl Cookies
~Insomnia Cookies
Cinnabon
~Auntie Anne's
~Jamba|Jamba Juice
~Smoothie King
~Tropical Smoothie Cafe
Nando's|Nandos
Wagamama
~Itsu
~Leon|LEON
Greggs
~Pizza Express|PizzaExpress
~Prezzo
Zizzi
~Franco Manca
~Yo! Sushi|YO! Sushi
~Wasabi
~Le Pain Quotidien
~Paul|Maison Paul
~Quick|Quick burger
Vapiano
Telepizza
~100 Montaditos
Jollibee|快乐蜂
~Mang Inasal
Chowking
~Yoshinoya|吉野家
Sukiya
~Matsuya|松屋
CoCo Ichibanya|CoCo壱番屋
~Mos Burger|MOS Burger
Lotteria
Ichiran|一蘭
Ippudo|一風堂
Marugame Seimen|Marugame Udon
Sushiro
~Kura Sushi
~Genki Sushi
Saizeriya
Haidilao|海底捞
Din Tai Fung|鼎泰豐
~Tim Ho Wan|添好運
Xiabu Xiabu|呷哺呷哺
Dicos|德克士
Tastien|塔斯汀
~Wallace|华莱士
~Paris Baguette
~Tous les Jours
Bonchon
Kyochon
~BBQ Chicken|BB.Q Chicken
~Secret Recipe
~Old Chang Kee
~Toast Box
Ya Kun Kaya Toast|Ya Kun
Bikanervala
~Barbeque Nation
~Wow! Momo|Wow Momo
~Saravana Bhavan
~Chai Sutta Bar
~Mary Brown's
~Harvey's
~Swiss Chalet
~St-Hubert
~Boston Pizza
~Hungry Jack's
~Red Rooster
~Guzman y Gomez
~Oporto
~Nene Chicken
~El Corral
~Frisby
~Pollo Campero
Bembos
~Habib's
Giraffas
~Bob's|Bob's Brasil
~Spoleto
~Vips
Sanborns
Toks
~Ruth's Chris|Ruth's Chris Steak House
~Morton's|Morton's The Steakhouse
~Capital Grille|The Capital Grille
Fogo de Chão|Fogo de Chao
Benihana
~Nobu
Hakkasan
Portillo's
~Freddy's|Freddy's Frozen Custard
~Taco John's
Torchy's Tacos|Torchy's
~Pollo Tropical
Wetzel's Pretzels
Pinkberry
Yogurtland
Menchie's
~Marco's Pizza
~Papa Murphy's
~Hungry Howie's
~Jet's Pizza
Sbarro
~Blaze Pizza
~MOD Pizza
&pizza
California Pizza Kitchen|CPK
Maggiano's
Carrabba's
~Bonefish Grill
~Ruby Tuesday
~Perkins
~First Watch
~Black Bear Diner
~Goldilocks
~Red Ribbon
Pizza 4P's
~Pepper Lunch
Gyu-Kaku
Ootoya
Tenya
Ringer Hut
Yayoiken
~Mister Donut
~Royal Host
~Mom's Touch
BHC Chicken|bhc
Goobne
Sulbing
~OldTown White Coffee
Marrybrown
~Kenny Rogers Roasters
Al Baik|Albaik|AlBaik
Herfy
~Kudu
~Steers
~Wimpy
~Chicken Licken
Debonairs Pizza
~Spur Steak Ranches|Spur
~Ocean Basket
Galito's
~Mugg & Bean
~Momofuku
Janji Jiwa
~Freddo
Eataly
# grocery brands & dairy
Danone|达能
Activia
~Oikos
Dannon
Chobani
Fage|FAGE
~Siggi's|siggi's
Yoplait
Stonyfield
~Noosa
Ben & Jerry's|Ben and Jerry's|Ben & Jerry’s
Häagen-Dazs|Haagen-Dazs|Haagen Dazs|哈根达斯
~Magnum|Magnum ice cream
Breyers
~Blue Bell|Blue Bell Creameries
~Tillamook
~Halo Top
~Talenti
~Wall's|Heartbrand|Algida|Langnese
~Cornetto
~Drumstick
~Klondike
Dreyer's|Edy's
Froneri
~Land O'Lakes|Land O Lakes
Kerrygold
Lurpak
~Président|President cheese
Babybel|Mini Babybel
~La Vache qui rit|The Laughing Cow
Kraft Singles
Sargento
~Cabot|Cabot Creamery
~Horizon Organic
~Organic Valley
Fairlife
Lactaid
Arla
FrieslandCampina|Friesland Campina
~Dutch Lady
~Anchor
Fonterra
~Müller|Muller
~Emmi
Lactalis
Parmalat
Galbani
Elle & Vire
Bonduelle
~Morinaga|森永
Yili|伊利
Mengniu|蒙牛
~Bright Dairy
Feihe|飞鹤
~Nandini
Aavin
Almarai
Alpura
~Lala
~Great Value
~Member's Mark
~Good & Gather
~Market Pantry
~365 by Whole Foods|365 Whole Foods Market
~O Organics
~Signature Select
~Simple Truth
~Private Selection
~Tesco Finest
~Clover|Clover Sonoma
~Vital Farms
~Pete and Gerry's
~Eggland's Best
Driscoll's|Driscolls
Chiquita
Sun-Maid
Sunsweet
~Wonderful Halos|Halos
~Cuties
Zespri
~Earthbound Farm
~Taylor Farms
~Fresh Express
~Bel Group
Leerdammer
~Old Amsterdam
~Flora
~Country Crock
I Can't Believe It's Not Butter
Becel
# pet food, products & services
Purina|Nestlé Purina PetCare
~Purina Pro Plan|Pro Plan
~Purina ONE
Friskies
~Fancy Feast
Beneful
~Dog Chow
~Cat Chow
Royal Canin
Hill's|Hill’s|Hills Pet Nutrition|Hill's Science Diet|Science Diet
~Hill's Prescription Diet|Prescription Diet
Iams|IAMS
Eukanuba
~Pedigree
Whiskas
~Sheba
~Cesar
~Temptations
~Greenies
Nutro
~Blue Buffalo|Blue
~Wellness|Wellness Pet Food|Wellness CORE
Orijen
Acana|ACANA
Champion Petfoods
~Taste of the Wild
~Merrick
Nulo
~Instinct|Nature's Variety
~Canidae
~Diamond Pet Foods|Diamond Naturals
Rachael Ray Nutrish|Nutrish
~Natural Balance
Zignature
~Fromm
~Open Farm
Stella & Chewy's|Stella and Chewy's
Ziwi Peak|ZIWI
~Primal Pet Foods|Primal
Weruva
!Tiki Cat
Viva Raw
Rawz
~Smalls
The Farmer's Dog|Farmer's Dog
~Ollie
~Nom Nom
~Spot & Tango|Spot and Tango
Butternut Box
Tails.com
~Lily's Kitchen
~Harringtons
~Burns Pet Food
Applaws
Almo Nature
Bozita
Josera
Animonda
Farmina|Farmina N&D
~Monge
~Brit Care|Brit
~Gourmet|Purina Gourmet
~Felix
Gimcat
~Dreamies
~Frontline
NexGard
Bravecto
Simparica
Seresto
~Advantage|Advantage II
~Revolution|Revolution Plus
Heartgard
Credelio
~Capstar
Zoetis
Elanco
Boehringer Ingelheim Animal Health
Virbac
Adaptil
Feliway
Cosequin
Dasuquin
~Zesty Paws
PetLab Co.|PetLab
Nutramax
Vetoquinol
Dr. Elsey's|Dr Elsey's
~Tidy Cats
~Fresh Step
~World's Best Cat Litter
Ökocat|Okocat
~Pretty Litter|PrettyLitter
Catit
~Litter-Robot|Whisker
Petkit|PETKIT
Petlibro|PETLIBRO
Petsafe|PetSafe
Furbo
Petcube
~Whistle
Tractive
~Halo Collar
~SpotOn|SpotOn GPS Fence
~Kong|KONG
Nylabone
Benebone
~West Paw
Chuckit!|Chuckit
~Outward Hound
Ruffwear
Kurgo
Julius-K9|Julius K9
Rabbitgoo
~Frisco
Petco
PetSmart
~Chewy
~Pets at Home
Fressnapf|Maxi Zoo
Zooplus
Petsense
~Pet Supplies Plus
~Tractor Supply|Tractor Supply Co.|Tractor Supply Company
Petland
~Rover|Rover.com
~Wag!|Wag
Trupanion
~Lemonade Pet
~Healthy Paws
~Embrace Pet Insurance|Embrace
~Pumpkin Pet Insurance|Pumpkin
~Nationwide Pet
ASPCA Pet Health Insurance|ASPCA Pet Insurance
~Figo|Figo Pet Insurance
~Spot Pet Insurance
Petplan
ManyPets
~Banfield|Banfield Pet Hospital
VCA|VCA Animal Hospitals
~BluePearl
~Bond Vet
~Modern Animal
Vetster
Pawp
Airvet
~BARK|BarkBox
~Wisdom Panel
~Embark|Embark Vet
Basepaws
~Hartz
Sentry Pet Care
Earthbath
TropiClean
~Tetra|TetraMin
Fluval
~API|API Fishcare
~Hikari
~Oxbow|Oxbow Animal Health
Kaytee
Vitakraft
Zupreem|ZuPreem
Lafeber
Exo Terra
~Zoo Med
JustFoodForDogs|Just Food For Dogs
Freshpet
~Solid Gold|Solid Gold Pet
Earthborn Holistic
~Victor|Victor Super Premium Pet Food
Nature's Recipe
Forthglade
Arden Grange
James Wellbeloved
Edgard & Cooper
~Wolf of Wilderness
Purizon
Milk-Bone
Beggin'|Beggin Strips
Pup-Peroni
Zuke's
Dentastix
Whimzees
Petstages
~Jolly Pets
LickiMat
Sleepypod
~Sherpa|Sherpa pet carrier
FURminator
Hertzko
Dogtopia
~Camp Bow Wow
~Sundays for Dogs
~Pet Plate
~Vital Essentials
~The Honest Kitchen|Honest Kitchen
Meow Mix
9Lives
Inaba|Churu
~Cat Person
~Fussie Cat
~Koha
~Feline Natural
~Dave's Pet Food
~Reveal Pet Food
~Hound & Gatos
Soulistic > Weruva
~Blue Wilderness > Blue Buffalo
Wysong
Evanger's|Evangers
Petcurean
~Now Fresh > Petcurean
~Holistic Select
~WholeHearted
~American Journey
~Ol' Roy
Kibbles 'n Bits|Kibbles n Bits
Alpo
~Pure Balance
~Chicken Soup for the Soul
Carnilove
Nutrience
Canagan
~Drools
Me-O
~Kit Cat
~Aatas Cat
Boxiecat
~Feline Pine
~Cat's Pride
Petmate
Neakasa
~Wild One
~Best Friends by Sheri
Furhaven
PetHonesty
FortiFlora > Purina
Petfinder
Supertails
~Heads Up For Tails|HUFT
~Pet Lovers Centre
~Pet Circle
Petbarn
~Pet Valu
~Fetch Pet Insurance
~Pets Best
# otc health, vitamins & supplements
Tylenol
Advil
Motrin
Aleve
Bayer|Bayer Aspirin
Excedrin
Panadol
Nurofen
Disprin
Voltaren
Benadryl
Claritin
Zyrtec
~Allegra
Xyzal
Flonase
Nasacort
Sudafed
Mucinex
Robitussin
NyQuil|DayQuil|Vicks NyQuil
Vicks|Vicks VapoRub
Theraflu
Emergen-C
~Airborne
Zicam
Cold-EEZE
~Halls
Ricola
Strepsils
Lemsip
Beechams
~Day & Night Nurse
Pepto-Bismol|Pepto Bismol
~Tums
Rolaids
Gaviscon
Nexium
Prilosec
Pepcid
Zantac
Imodium
Dulcolax
Miralax|MiraLAX
Metamucil
Benefiber
Senokot
Gas-X
Culturelle
~Align
Florastor
~Seed|Seed Health
Neosporin
Polysporin
~Band-Aid|Band Aid
Nexcare
Elastoplast
Hansaplast
Compeed
Bactine
Cortizone-10
Cortaid
Lamisil
Lotrimin
Monistat
Canesten
Abreva
Carmex
Blistex
ChapStick|Chapstick
Visine
Systane
~Refresh|Refresh Tears
~Clear Eyes
ZzzQuil
Unisom
Natrol
~Olly|OLLY
~Nature Made
~Nature's Bounty
~Centrum
~One A Day
Vitafusion
~SmartyPants
~Garden of Life
~New Chapter
MegaFood
~Rainbow Light
~Thorne|Thorne Research
~Pure Encapsulations
~Life Extension
~NOW Foods|NOW
Solgar
Jarrow Formulas|Jarrow
~Doctor's Best
~Nordic Naturals
~Carlson|Carlson Labs
~Sports Research
~Nature's Way
~Vital Proteins
~Ancient Nutrition
Orgain
~Premier Protein
~Optimum Nutrition|ON Gold Standard
Myprotein|MyProtein
Dymatize
MuscleTech
BSN
Cellucor
~Ghost Lifestyle
~Transparent Labs
~Legion Athletics
~Kaged
Isopure
Huel
~Soylent
Ka'Chava
Athletic Greens|AG1
~Bloom Nutrition|Bloom
~Ritual|Ritual vitamins
~Care/of|Care of
~Persona Nutrition
~Hum Nutrition|HUM
~Nature's Sunshine
Herbalife
Amway|Nutrilite
Usana|USANA
Shaklee
Swisse
Blackmores
Berocca
Redoxon
Supradyn
Elevit
Pregnacare
Vitabiotics
~Holland & Barrett
~Himalaya|Himalaya Wellness
Kapiva
HealthKart
MuscleBlaze
By-Health|汤臣倍健
~Puritan's Pride
Metagenics
~Designs for Health
~Klean Athlete
~Momentous
~Equate
~Up & Up|up&up
Prevagen
Hydroxycut
~Alli
Xenical
Noom
WeightWatchers|Weight Watchers|WW
Optavia
Nutrisystem
~Jenny Craig
SlimFast
~Atkins
~Premier Nutrition
~Core Power
~Muscle Milk
~Ensure
~Boost|Boost nutritional drink
Glucerna
PediaSure
# pharma (consumer-facing)
Pfizer|辉瑞
Johnson & Johnson|J&J|Johnson and Johnson
Kenvue
Haleon
GSK|GlaxoSmithKline
Novartis
~Roche
Sanofi
AstraZeneca
Merck|MSD|Merck Sharp & Dohme
~Eli Lilly|Lilly
Novo Nordisk
AbbVie
Bristol Myers Squibb|BMS|Bristol-Myers Squibb
Amgen
~Gilead|Gilead Sciences
Moderna
BioNTech
Boehringer Ingelheim
Takeda
Astellas
Daiichi Sankyo
Eisai
~Otsuka
Chugai
Shionogi
Teva Pharmaceuticals|Teva Pharmaceutical
Viatris|Mylan
Sandoz
Sun Pharma|Sun Pharmaceutical
Cipla
Dr. Reddy's|Dr Reddy's|Dr. Reddy’s
~Lupin
Zydus|Zydus Lifesciences
Glenmark
Biocon
~Mankind Pharma
~Abbott
Reckitt|Reckitt Benckiser
Perrigo
Bausch Health
~Organon
Hikma
Ozempic
Wegovy
Mounjaro
Zepbound
Saxenda
Viagra
Cialis
Lipitor
Humira
Keytruda
Eliquis
Xarelto
Jardiance
Dupixent
Paxlovid
~Plan B|Plan B One-Step
Narcan
EpiPen
Accu-Chek
~OneTouch
~FreeStyle Libre|Libre
Dexcom
Omnipod|Insulet
Medtronic
Omron
QardioArm|Qardio
Braun ThermoScan|ThermoScan
Kinsa
ResMed
Philips Respironics|DreamStation
Inogen
GoodRx
~Ro|Roman
Nurx
Teladoc
Amwell
MDLIVE
~Doctor on Demand
~One Medical
Zocdoc
~Cerebral
BetterHelp
Talkspace
~Headspace
~Calm
~Lyra Health
~Spring Health
Practo
1mg|Tata 1mg
PharmEasy
Netmeds
~Apollo Pharmacy|Apollo 24/7
Ping An Good Doctor
JD Health
Alibaba Health
Doctolib
~Kry|Livi
~Babylon Health
~Ada Health
~K Health
23andMe
~AncestryDNA|Ancestry
MyHeritage
Everlywell
LetsGetChecked
~Function Health
~Quest Diagnostics
Labcorp
# household cleaning & laundry
Procter & Gamble|P&G|Procter and Gamble|宝洁
Henkel
~SC Johnson|S.C. Johnson
Clorox
~Church & Dwight
~Kao|花王
~Tide
~Gain
Persil
~Ariel
~Downy|Lenor
~Bounce
~Snuggle
~Comfort|Comfort fabric conditioner
~Surf|Surf Excel
Omo|OMO
~Rin
Nirma
Ghadi
~Attack|Attack detergent
~Bold
~Fairy
~Dawn
~Cascade
~Finish|Finish dishwasher
~Seventh Generation
Ecover
Blueland
Grove Collaborative|Grove Co.
~Branch Basics
~Force of Nature
Lysol
Domestos
Cif
~Mr. Clean|Mr Clean|Mr. Proper|Maestro Limpio
~Ajax
~Comet
~Bar Keepers Friend|Bar Keeper's Friend
~Scrubbing Bubbles
Windex
~Pledge
Swiffer
O-Cedar
Libman
Vileda
Scotch-Brite
~Magic Eraser|Mr. Clean Magic Eraser
~Bounty Paper Towels
~Brawny
~Viva|Viva paper towels
~Glad
~Hefty
Ziploc
~Reynolds|Reynolds Wrap
~Saran|Saran Wrap
Bacofoil
Oxiclean|OxiClean
~Shout
~Resolve
~Vanish
Woolite
Zout
Spray 'n Wash
Calgon
Affresh
Harpic
Lizol
~Colin
~Vim
Pine-Sol
~Fabuloso
~Mr Muscle|Mr. Muscle
~Bref
~Kiwi|Kiwi shoe polish
~Raid
~OFF!|Off! repellent
Baygon
Mortein
~Good Night
~All Good
Terro
Ortho Home Defense
~Hot Shot
Zevo
~Combat
~Tomcat
d-Con
Renuzit
~Pura|Pura diffuser
Puracy
Molly's Suds
~Tru Earth
Dropps
Purex
~Xtra
~Cheer
Dreft
Biokleen
~Charlie's Soap
# supermarkets, department stores & retailers
Walmart|沃尔玛
Costco|开市客
~Target
Kroger
Albertsons
~Safeway
Publix
H-E-B|HEB
Meijer
Wegmans
Trader Joe's|Trader Joes|Trader Joe’s
~Whole Foods|Whole Foods Market
~Sprouts|Sprouts Farmers Market
Aldi|ALDI
Lidl
~Food Lion
~Giant Eagle
~Stop & Shop
Hannaford
ShopRite
Winn-Dixie
~Harris Teeter
Hy-Vee
Piggly Wiggly
~Save A Lot
WinCo
~Market Basket
~Fred Meyer
~Ralphs
~Vons
Jewel-Osco
~Smart & Final
~Grocery Outlet
Sam's Club|Sams Club
~BJ's|BJ's Wholesale Club
~Dollar General
~Dollar Tree
~Family Dollar
~Big Lots
~Ollie's Bargain Outlet
TJ Maxx|T.J. Maxx|TJX
~Marshalls
~Ross|Ross Dress for Less
~Burlington
Nordstrom
Nordstrom Rack
~Macy's|Macys|Macy’s
Bloomingdale's
~Saks Fifth Avenue|Saks
Neiman Marcus
Bergdorf Goodman
~Kohl's|Kohls|Kohl’s
JCPenney|JC Penney|J.C. Penney
Dillard's
Belk
~Sears
~Best Buy
~Micro Center
B&H Photo|B&H|B&H Photo Video|B&H Photo-Video-Audio|B&H Photo Video Audio
Adorama
Newegg
~Staples
~Office Depot|OfficeMax
CVS|CVS Pharmacy
Walgreens
~Rite Aid
~Duane Reade
Ulta Beauty|Ulta
Sephora|丝芙兰
~Sally Beauty
Bluemercury
~Barnes & Noble
Books-A-Million
~Half Price Books
~Guitar Center
American Musical Supply
Recording King
~Sweetwater
~Apple Store
Microsoft Store
Tesco
Sainsbury's|Sainsburys|Sainsbury’s
Asda
~Morrisons
Waitrose
~Co-op|Co-operative Food
~Iceland|Iceland Foods
Ocado
~Argos
~Currys|Currys PC World
Selfridges
Harrods
Harvey Nichols
~Liberty London
Debenhams
~House of Fraser
~Boots
Superdrug
Wilko
B&M
Poundland
~Home Bargains
TK Maxx
Carrefour|家乐福
Auchan
~E.Leclerc|Leclerc
Intermarché|Intermarche
~Casino|Groupe Casino
Monoprix
Franprix
Fnac|FNAC
Darty
~Boulanger
~Galeries Lafayette
~Printemps
~Le Bon Marché|Le Bon Marche
~La Samaritaine
Edeka|EDEKA
Rewe|REWE
Kaufland
~Netto
~Penny
~Real|real,
~Globus
MediaMarkt|Media Markt
~Saturn|Saturn electronics
~Otto|OTTO
~Galeria|Galeria Kaufhof
KaDeWe
~dm|dm-drogerie markt
Rossmann
Müller Drogerie
~Douglas
Flaconi
Mercadona
El Corte Inglés|El Corte Ingles
~Dia|DIA
Eroski
Conad
~Coop Italia|Coop
Esselunga
Rinascente
~Coin
Unieuro
~Albert Heijn
~Jumbo|Jumbo supermarkets
bol.com|Bol.com
Coolblue
HEMA
~Action|Action stores
Kruidvat
Etos
Delhaize
Colruyt
Migros
~Denner
~Manor
~ICA
Elgiganten|Elkjøp|Gigantti
~Clas Ohlson
~Biedronka
~Żabka|Zabka
Empik
~Magnit
Pyaterochka
X5 Retail
~Ozon
~Wildberries
Yandex Market
BİM|BIM
A101
Şok|SOK Market
Trendyol
Hepsiburada
~Noon|noon.com
Namshi
~Lulu Hypermarket|LuLu
~Carrefour MAF|Majid Al Futtaim
Spinneys
Pick n Pay
~Checkers
~Woolworths|Woolies
~Coles
IGA
Big W
~Target Australia
JB Hi-Fi
~Harvey Norman
~Myer
~David Jones
~Chemist Warehouse
~Priceline Pharmacy
~Countdown
~New World
Pak'nSave|PAK'nSAVE
~The Warehouse
Loblaws|Loblaw
~No Frills
Sobeys
~Metro
Shoppers Drug Mart
~Canadian Tire
~Hudson's Bay|The Bay
~Real Canadian Superstore|Superstore
Dollarama
~London Drugs
~Indigo Books|Indigo Chapters
~Aeon
Ito-Yokado
Seven & i
~Lawson
FamilyMart
7-Eleven|Seven-Eleven|7-11
Ministop
~Don Quijote|Donki
Yodobashi Camera
Bic Camera
Yamada Denki
~Tokyu Hands|Hands
Daiso
Matsumoto Kiyoshi
Isetan|伊勢丹
Takashimaya|高島屋
Mitsukoshi|三越
Daimaru
E-Mart
Homeplus
Lotte Mart
GS25
~CU|CU convenience
Emart24
Shinsegae
Hyundai Department Store
Lotte Department Store
RT-Mart|大润发
Yonghui|永辉超市
Freshippo|Hema Fresh|盒马
Suning|苏宁
Gome|国美
Wumart
Miniso|名创优品
~Watsons|屈臣氏
Mannings
~Guardian
~SaSa|Sa Sa
~Wellcome|惠康
ParknShop|百佳
~FairPrice|NTUC FairPrice
~Cold Storage
~Giant Hypermarket
Sheng Siong
~Courts
Mr DIY|MR.DIY
~Lotus's|Tesco Lotus
~Big C
~Tops|Tops Market
Makro
~Central Department Store|Central
~Robinson|Robinson Department Store
Alfamart
Indomaret
~Hypermart
~Matahari
Transmart
~SM Supermalls|SM Store
Puregold
~Robinsons Supermarket
~Mercury Drug
Co.op Mart|Co.opmart
Bách Hóa Xanh|Bach Hoa Xanh
WinMart
Thế Giới Di Động|The Gioi Di Dong
Reliance Retail|Reliance Fresh|Reliance Digital
DMart|D-Mart|Avenue Supermarts
~Big Bazaar
~Spencer's
Croma
Vijay Sales
~Shoppers Stop
~Lifestyle Stores|Lifestyle
Tata Cliq|Tata CLiQ
~Star Bazaar
~Nature's Basket
MedPlus
~Walmart de México|Walmex|Bodega Aurrera
Soriana
Chedraui
Oxxo|OXXO
~Elektra
~Palacio de Hierro|El Palacio de Hierro
~Éxito|Almacenes Éxito
~Jumbo Chile
~Líder|Lider
Tottus
Cencosud
~Pão de Açúcar|Pao de Acucar
Atacadão|Atacadao
Assaí|Assai
Magazine Luiza|Magalu
Casas Bahia
~Americanas
Drogasil|Raia Drogasil
Farmácias Pague Menos
~Coto
Frávega|Fravega
Garbarino
~Back Market
Swappa
Decluttr
~Refurbed|refurbed
Gazelle.com
CeX|CEX
~Music Magpie
~AO.com|AO
~Richer Sounds
~Very|Very.co.uk
~Lakeland
ProCook
~Robert Dyas
~Frasers Group
~Flannels
~END.|End Clothing
~Mr Porter|MR PORTER
~Lyst
~About You|ABOUT YOU
Bonprix
Joom
OnBuy
Fruugo
~HomeSense
~Winners
~Tuesday Morning
Điện Máy Xanh|Dien May Xanh
Purplle
~Musician's Friend|Musicians Friend
~Sam Ash
Thomann
Andertons
Gear4music
~Long & McQuade
Scheels
~Sierra Trading Post
Moosejaw
Zumiez
PacSun|Pacific Sunwear
Tillys|Tilly's
~Hot Topic
~Road Runner Sports
~Fleet Feet
~Running Warehouse
~Golf Galaxy
~Camping World
~The Container Store|Container Store
Crutchfield
QVC
HSN
~Woot
Hibbett|Hibbett Sports
Hobbycraft
Wickes
~Homebase
Waterstones
WHSmith|WH Smith
Notonthehighstreet|NOTHS
~Cult Beauty
Lookfantastic
~Space NK
~Vishal Mega Mart
V-Mart
~Tira Beauty
Econsave
~Village Grocer
~KK Mart
Senheng
~Caring Pharmacy
~Challenger
~Gain City
~Mustafa Centre
~TANGS
Kinokuniya
# e-commerce marketplaces
~Amazon|Amazon.com|亚马逊
~Amazon Prime|Prime Video
~Amazon Fresh
eBay
Etsy
~Overstock|Overstock.com
Zalando
ASOS
AliExpress|速卖通
~Alibaba|Alibaba Group|阿里巴巴
Taobao|淘宝
Tmall|天猫
JD.com|京东|Jingdong
Pinduoduo|拼多多
Douyin|抖音
Kuaishou|快手
Xiaohongshu|小红书|RedNote|Little Red Book
Vipshop|唯品会
Dangdang
Flipkart
Snapdeal
Nykaa
FirstCry
BigBasket
Blinkit
~Zepto
Swiggy Instamart|Instamart
JioMart
Shopee
Lazada
Tokopedia
Bukalapak
Blibli
Zalora
~Tiki
Mercado Libre|MercadoLibre|Mercado Livre
Dafiti
Linio
Rakuten|楽天
Mercari
Yahoo! Shopping|Yahoo Shopping
ZOZOTOWN|Zozotown
Coupang
Gmarket
11st
Naver Shopping
Kurly|Market Kurly
Jumia
Takealot
~Allegro
OLX
Cdiscount
~Wish
Instacart
Shipt
Gopuff
~Weee!|Weee
~Thrive Market
~Misfits Market
~Imperfect Foods
~Boxed
FreshDirect
HelloFresh
~Blue Apron
~Home Chef
~Factor|Factor meals
~Green Chef
EveryPlate
Sunbasket
Gousto
~Mindful Chef
~Marley Spoon
Dinnerly
~Daily Harvest
Hungryroot
Butcher Box|ButcherBox
~Omaha Steaks
Goldbelly
~Harry & David
~Edible Arrangements
1-800-Flowers|1800Flowers
FTD
~Bloom & Wild
Interflora
Urban Stems|UrbanStems
The Bouqs Co.|Bouqs
Moonpig
~Funky Pigeon
Shutterfly
Snapfish
Vistaprint|VistaPrint
~Minted
Zazzle
Redbubble
Society6
~Teespring
Printful
Printify
Cafepress|CafePress
Groupon
LivingSocial
~Honey|PayPal Honey
~Rakuten Rewards|Ebates
RetailMeNot
~Capital One Shopping
~Fetch|Fetch Rewards
Ibotta
Klarna
Afterpay|Clearpay
~Affirm
Sezzle
~Zip|Zip Pay|Quadpay
~Atome
Carousell
Leboncoin
Kavak
~Cornershop
Cars24
Spinny
CarDekho
Justdial
IndiaMART
Cashify
Licious
Mudah.my
RedMart
Pinkoi
ShopBack
# delivery, ride-hailing & logistics
Uber|优步
Uber Eats|UberEats
Lyft
DoorDash
Grubhub
Postmates
~Seamless
~Caviar
Deliveroo
~Just Eat|Just Eat Takeaway|Takeaway.com
Thuisbezorgd
Lieferando
Glovo
Wolt
~Bolt Food
Delivery Hero
Foodpanda|foodpanda
Talabat
Rappi
iFood
PedidosYa
~Didi|滴滴|DiDi
Meituan|美团
Ele.me
~Grab|GrabFood
Gojek|GoFood
Swiggy
Zomato
~Ola|Ola Cabs
~Rapido
BluSmart
Careem
Yandex Go|Yandex Taxi
Cabify
~FreeNow|Free Now|mytaxi
~Gett
~Addison Lee
~Via|Via Transportation
Waymo
~Cruise
Zoox
Baidu Apollo Go|Apollo Go
Pony.ai
WeRide
Baemin|Baedal Minjok
Coupang Eats
Kakao T|Kakao Taxi
Demae-can|出前館
~GO Taxi
Indrive|inDriver|inDrive
~Be|Be Group
Xanh SM
~LINE MAN
Lalamove
~Porter
Dunzo
Getir
~Flink
~Gorillas
Jokr
FedEx
~UPS
DHL
~Royal Mail
Evri|Hermes UK
DPD
GLS
~Yodel
Parcelforce
~Canada Post
Purolator
~Australia Post
~Japan Post|日本郵便
Yamato Transport|Kuroneko Yamato
Sagawa Express|佐川急便
SF Express|顺丰
Cainiao
J&T Express
~Ninja Van
Delhivery
~Blue Dart
Aramex
Correios
OnTrac
Shippo
ShipStation
Easyship
BlaBlaCar
~Urban Company
Swapfiets
# travel (airlines, hotels, cruises & booking)
~American Airlines
~Delta Air Lines|Delta Airlines
~United Airlines|United
~Southwest Airlines|Southwest
JetBlue
Alaska Airlines
~Spirit Airlines|Spirit
~Frontier Airlines|Frontier
~Allegiant|Allegiant Air
Hawaiian Airlines
~Sun Country
~Breeze Airways
Air Canada
WestJet
~Porter Airlines
Aeroméxico|Aeromexico
Volaris
Viva Aerobus
LATAM|LATAM Airlines
Avianca
~Copa Airlines|Copa
~Azul|Azul Brazilian Airlines
~GOL|Gol Linhas Aéreas
Aerolíneas Argentinas|Aerolineas Argentinas
JetSMART
~British Airways|BA
Virgin Atlantic
Virgin Australia
~Virgin Group|Virgin
Ryanair
easyJet|EasyJet
Wizz Air
Jet2|Jet2.com|Jet2holidays
TUI|TUI Group
Lufthansa
Eurowings
~Swiss International Air Lines|SWISS
Austrian Airlines
Brussels Airlines
Air France
KLM
Transavia
Iberia
Vueling
Air Europa
ITA Airways
Aer Lingus
~SAS|Scandinavian Airlines
~Norwegian|Norwegian Air
Finnair
Icelandair
~PLAY|Fly Play
~LOT Polish Airlines|LOT
~TAP Air Portugal|TAP
Turkish Airlines|THY
Pegasus Airlines
~Emirates
Qatar Airways
Etihad|Etihad Airways
flydubai
Saudia
Air Arabia
Oman Air
Gulf Air
EgyptAir
Ethiopian Airlines
Kenya Airways
Royal Air Maroc
South African Airways
El Al
Air India
~IndiGo|IndiGo Airlines
SpiceJet
Akasa Air
Vistara
Air India Express
~Singapore Airlines|SIA
~Scoot
Cathay Pacific|国泰航空
HK Express
Japan Airlines|JAL
~All Nippon Airways|ANA
~Peach Aviation|Peach
Zipair
Korean Air
Asiana Airlines|Asiana
Jeju Air
T'way Air
Air China|中国国航
China Eastern|中国东方航空
China Southern|中国南方航空
Hainan Airlines|海南航空
Spring Airlines|春秋航空
EVA Air
China Airlines
Starlux|STARLUX Airlines
Thai Airways
Thai AirAsia|AirAsia
Malaysia Airlines
Garuda Indonesia
~Lion Air
Philippine Airlines
Cebu Pacific
Vietnam Airlines
VietJet|Vietjet Air
Bamboo Airways
Qantas
Jetstar
Air New Zealand
Fiji Airways
Marriott|Marriott International|万豪
Ritz-Carlton|The Ritz-Carlton
~St. Regis
JW Marriott
~W Hotels
Westin
Sheraton
Le Méridien|Le Meridien
~Courtyard|Courtyard by Marriott
~Residence Inn
~Fairfield Inn|Fairfield by Marriott
Moxy|Moxy Hotels
~Aloft
~Hilton|希尔顿
Waldorf Astoria
~Conrad|Conrad Hotels
DoubleTree
~Hampton Inn|Hampton by Hilton
~Embassy Suites
~Homewood Suites
~Curio Collection
Canopy by Hilton
Hyatt|凯悦
Park Hyatt
Grand Hyatt
Andaz
Hyatt Regency
Hyatt Place
IHG|InterContinental Hotels Group
~InterContinental
Kimpton
~Crowne Plaza
~Holiday Inn|Holiday Inn Express
~Hotel Indigo
~Six Senses
~Regent Hotels
Accor
Sofitel
~Pullman
Novotel
Mercure
~Ibis
~Fairmont
~Raffles|Raffles Hotels
Swissôtel|Swissotel
Mövenpick|Movenpick
Wyndham|Wyndham Hotels
Ramada
~Days Inn
~Super 8
~La Quinta
Choice Hotels
~Comfort Inn
~Quality Inn
~Best Western
Radisson
Motel 6
Red Roof Inn
Extended Stay America
~Four Seasons
~Mandarin Oriental
~Peninsula Hotels|The Peninsula
~Shangri-La|香格里拉
~Aman|Aman Resorts
~Rosewood
Belmond
One&Only
~Banyan Tree
~Capella Hotels
~Taj Hotels|Taj
~Oberoi|Oberoi Hotels
ITC Hotels
OYO|OYO Rooms
Treebo
FabHotels
Lemon Tree Hotels
~Jumeirah
Kempinski
Meliá|Melia Hotels
NH Hotels|NH Collection
Barceló|Barcelo
~Riu|RIU Hotels
Iberostar
~Premier Inn
Travelodge
citizenM
~Generator Hostels
~Selina
Hoshino Resorts
APA Hotel
Toyoko Inn
Dormy Inn
Lotte Hotels
Atour|亚朵
Huazhu|H World|华住
Jin Jiang|锦江
~Sands|Marina Bay Sands|Las Vegas Sands
MGM Resorts|MGM Grand
~Caesars|Caesars Entertainment
~Wynn|Wynn Resorts
Disney Parks|Disneyland|Walt Disney World
~Universal Studios|Universal Parks
~Six Flags
~Cedar Fair|Cedar Point
SeaWorld
Legoland
~Merlin Entertainments
~Booking.com|Booking
Expedia
Hotels.com
Vrbo|VRBO
Airbnb|爱彼迎
Agoda
Trip.com|携程|Ctrip
Trivago|trivago
~Kayak|KAYAK
Skyscanner
Google Flights
~Hopper
Priceline
Orbitz
Travelocity
Hotwire
CheapOair
Kiwi.com
Momondo
Opodo
eDreams
Lastminute.com|lastminute.com
Tripadvisor|TripAdvisor
Viator
GetYourGuide
Klook
KKday
Traveloka
tiket.com
MakeMyTrip
Goibibo
Cleartrip
Yatra
ixigo
Despegar|Decolar
Rakuten Travel
~Jalan
Yanolja
Fliggy|飞猪
Qunar|去哪儿
Hostelworld
Hipcamp
~Sonder
Vacasa
~Evolve|Evolve Vacation Rental
~Plum Guide
Marriott Bonvoy|Bonvoy
Hilton Honors
World of Hyatt
IHG One Rewards
Costco Travel
Amex Travel
Chase Travel
Navan|TripActions
~TravelPerk
~SAP Concur|Concur
Egencia
Amtrak
Eurostar
Trainline
SNCF|SNCF Connect
~Deutsche Bahn|DB
Renfe
Trenitalia
~Italo
~FlixBus|Flix|FlixTrain
Megabus
~Greyhound
~National Express
Omio
Rome2Rio
Busbud
redBus
~Carnival|Carnival Cruise Line
~Royal Caribbean
~Norwegian Cruise Line|NCL
~MSC Cruises|MSC
~Princess Cruises
~Celebrity Cruises
Holland America Line
Disney Cruise Line
~Viking Cruises|Viking River Cruises
~Virgin Voyages
Cunard
Costa Cruises
P&O Cruises
~AIDA Cruises|AIDA
Hurtigruten
Lindblad Expeditions
~Intrepid Travel
~G Adventures
Contiki
~Trafalgar
~Collette
~Abercrombie & Kent
~Priority Pass
~CLEAR|Clear Secure
Airalo
Holafly
Saily
~Nomad eSIM|Nomad
Ubigi
Embraer
# telecom
Verizon
AT&T|ATT
T-Mobile|T Mobile
~Sprint
US Cellular|UScellular
~Mint Mobile
~Visible
~Cricket Wireless|Cricket
Metro by T-Mobile|MetroPCS
~Boost Mobile
Google Fi|Google Fi Wireless
Tracfone|TracFone
~Straight Talk
~Consumer Cellular
~Ting|Ting Mobile
~US Mobile
Xfinity|Xfinity Mobile
Comcast
~Spectrum|Charter Spectrum
~Cox|Cox Communications
~Optimum|Altice USA
~Frontier Communications|Frontier Fiber
~CenturyLink|Lumen
Google Fiber
Starlink
HughesNet
Viasat
~Rogers
Bell Canada
Telus
~Fido
Koodo
~Freedom Mobile
Vodafone|沃达丰
~EE
~O2|Virgin Media O2|Virgin Media
~Three|Three UK
~BT|British Telecom
~Sky|Sky UK
TalkTalk
Giffgaff|giffgaff
Lebara
Lycamobile
~Orange|Orange S.A.
SFR
Bouygues Telecom|Bouygues
~Free Mobile|Free|Iliad
Deutsche Telekom|Telekom
1&1
Telefónica|Telefonica|Movistar
~Vodafone Idea|Vi
Jio|Reliance Jio
Airtel|Bharti Airtel
BSNL
~TIM|Telecom Italia
WindTre
KPN
~Proximus
Swisscom
Telia
Telenor
Tele2
~Play Poland
Turkcell
Türk Telekom
~Etisalat|e&
~du
~STC|Saudi Telecom
~Zain
MTN
Safaricom
M-Pesa
Vodacom
Telstra
Optus
~TPG
NTT Docomo|Docomo
~KDDI|au
SoftBank
Rakuten Mobile
Y!mobile|Ymobile
SK Telecom|SKT
~KT|KT Corporation
LG U+|LG Uplus
China Mobile|中国移动
China Unicom|中国联通
China Telecom|中国电信
Chunghwa Telecom
Singtel
StarHub
~M1
~Maxis
Celcom|CelcomDigi
~Digi
~Globe Telecom|Globe
~Smart Communications
PLDT
Telkomsel
Indosat|Indosat Ooredoo Hutchison
XL Axiata
~AIS
~True|True Move H
dtac
Viettel
VNPT
MobiFone
~Claro
América Móvil|America Movil
Telcel
Vivo Brazil
Entel
Tigo|Millicom
Digicel
~Liberty Latin America
Ericsson
Twilio
Vonage
RingCentral
Dialpad
Aircall
Nextiva
8x8
Ooma
magicJack
Google Voice
Skype
Viber
WhatsApp
~Telegram
~Signal|Signal Messenger
WeChat|微信|Weixin
~LINE|Line app
KakaoTalk
~Messenger|Facebook Messenger
iMessage
Zalo
QQ
~Lively|GreatCall
~Jitterbug > Lively
Snapfon
~Red Pocket Mobile
~Total Wireless
~Ultra Mobile
~Assurance Wireless
SafeLink
GrandPad
~Medical Guardian
~Life Alert
~Bay Alarm Medical
MobileHelp
~Smarty
iD Mobile
Voxi
~Sky Mobile
~U Mobile
~Tune Talk
Circles.Life
MyRepublic
~Taiwan Mobile
# banks, cards, payments & fintech
~Visa
Mastercard|MasterCard
American Express|Amex|AmEx
~Discover|Discover Card
UnionPay|China UnionPay|银联
JCB
~Diners Club
RuPay
Interac
PayPal
Venmo
Zelle
~Cash App|Square Cash
~Block|Block Inc.
~Square
~Stripe
Adyen
Checkout.com
Worldpay
~Fiserv|Clover POS
~Global Payments
~Toast|Toast POS
Shopify Payments|Shop Pay
Apple Pay
Google Pay|GPay
Samsung Pay|Samsung Wallet
Alipay|支付宝
WeChat Pay|微信支付
Paytm
PhonePe
Razorpay
BharatPe
Pine Labs
~Cred|CRED
GCash
~Maya|PayMaya
GrabPay
ShopeePay
OVO
~DANA
GoPay
TrueMoney
~MoMo
~Touch 'n Go|Touch n Go
~PayNow
KakaoPay|Kakao Pay
Naver Pay
~Toss
PayPay
Rakuten Pay
Line Pay
Mercado Pago
PicPay
~Nubank|Nu
Ualá|Uala
Revolut
~Wise|TransferWise
Monzo
~Starling|Starling Bank
N26
bunq
~Chime
SoFi
Varo|Varo Bank
~Dave|Dave app
MoneyLion
Brex
~Ramp
~Mercury|Mercury bank
~Novo|Novo bank
Bluevine
~Lili|Lili bank
~Divvy|BILL Spend & Expense
~Bill.com|BILL
Expensify
Airwallex
Payoneer
Remitly
~Western Union
MoneyGram
WorldRemit
Xoom
~Ria|Ria Money Transfer
OFX
~Plaid
Marqeta
~Robinhood
Webull
eToro
Interactive Brokers|IBKR
~Charles Schwab|Schwab
~Fidelity|Fidelity Investments
~Vanguard
E*Trade|E-Trade|ETRADE
TD Ameritrade
~Merrill|Merrill Edge|Merrill Lynch
~Morgan Stanley
~Goldman Sachs
~J.P. Morgan|JPMorgan|JPMorgan Chase
~Chase|Chase Bank
Bank of America|BofA
~Wells Fargo
Citi|Citibank|Citigroup
Capital One
U.S. Bank|US Bank
PNC|PNC Bank
Truist
~TD Bank|TD
~Ally|Ally Bank
~Marcus|Marcus by Goldman Sachs
Synchrony
Navy Federal|Navy Federal Credit Union
USAA
~Citizens Bank|Citizens
Fifth Third|Fifth Third Bank
KeyBank
~Regions|Regions Bank
~Huntington|Huntington Bank
M&T Bank
BMO|Bank of Montreal
RBC|Royal Bank of Canada
Scotiabank
CIBC
~Desjardins
~Tangerine
EQ Bank
Wealthsimple
Questrade
~Betterment
Wealthfront
~Acorns
~Stash
~Public|Public.com
M1 Finance
Ellevest
~Personal Capital|Empower
~Mint|Intuit Mint
YNAB|You Need a Budget
~Monarch Money|Monarch
~Copilot Money
~Rocket Money|Truebill
Credit Karma
Experian
Equifax
TransUnion
LendingTree
~Rocket Mortgage|Rocket
~Better.com|Better Mortgage
loanDepot
~Upstart
LendingClub
~Prosper
~Avant
~Upgrade|Upgrade card
Splitwise
HSBC|汇丰
Barclays
~Lloyds|Lloyds Bank
NatWest
~Santander
~Halifax
~Nationwide|Nationwide Building Society
TSB
~Metro Bank
~First Direct
~Virgin Money
Chase UK
Kroo
Zopa
~Atom Bank
Standard Chartered|渣打
BNP Paribas
Société Générale|Societe Generale
Crédit Agricole|Credit Agricole
LCL
Boursorama|BoursoBank
Deutsche Bank
Commerzbank
~Sparkasse
~ING|ING Bank
ABN AMRO
Rabobank
UBS
Credit Suisse
~Raiffeisen
Erste Group|Erste Bank
UniCredit
Intesa Sanpaolo
BBVA
CaixaBank
Bankinter
Nordea
Danske Bank
SEB
Swedbank
Handelsbanken
Vipps
MobilePay
~Swish
~iDEAL
Bancontact
Twint|TWINT
~Blik|BLIK
Satispay
~Lydia
Sumup|SumUp
Zettle|iZettle
~Mollie
Paysafe|Paysafecard
Skrill
Neteller
Trade Republic
Scalable Capital
DEGIRO
Bitpanda
Freetrade
Trading 212
Hargreaves Lansdown
~Nutmeg
~Moneybox
~Plum|Plum app
~Chip|Chip savings
ICBC|中国工商银行
China Construction Bank|CCB|中国建设银行
Bank of China|中国银行
~Agricultural Bank of China|ABC|中国农业银行
China Merchants Bank|招商银行
~Ping An|Ping An Bank
~Ant Group|蚂蚁集团
WeBank|微众银行
MUFG|Mitsubishi UFJ
SMBC|Sumitomo Mitsui
Mizuho
Rakuten Bank
SBI Securities
Nomura
KB Kookmin Bank
Shinhan|Shinhan Bank
Woori Bank
~Hana Bank
Kakao Bank|KakaoBank
~K Bank
DBS|DBS Bank
OCBC
UOB
Maybank
CIMB
~Public Bank
~Bangkok Bank
Kasikornbank|KBank
SCB|Siam Commercial Bank
BCA|Bank Central Asia
Bank Mandiri
BRI|Bank Rakyat Indonesia
BDO|BDO Unibank
BPI
Metrobank
Vietcombank
Techcombank
VPBank
HDFC Bank|HDFC
ICICI Bank|ICICI
SBI|State Bank of India
~Axis Bank
Kotak Mahindra Bank|Kotak
~Yes Bank
IndusInd Bank
Bajaj Finserv|Bajaj Finance
Zerodha
Groww
Upstox
~Angel One
CommBank|Commonwealth Bank
Westpac
ANZ
~NAB|National Australia Bank
~Macquarie
~Up Bank
Itaú|Itau|Itaú Unibanco
Bradesco
Banco do Brasil
~Inter|Banco Inter
C6 Bank
XP Investimentos|XP Inc.
BTG Pactual
Banorte
Banamex|Citibanamex
Banco de Chile
Bancolombia
Banco Galicia
Emirates NBD
~First Abu Dhabi Bank|FAB
Al Rajhi Bank
Qatar National Bank|QNB
~Standard Bank
~FNB|First National Bank
Capitec
Absa
Ecobank
BlackRock
iShares
~State Street
SPDR
Invesco
~T. Rowe Price
~Franklin Templeton
PIMCO
~Berkshire Hathaway
~StoneCo|Stone
PagSeguro|PagBank
~Cielo
Creditas
dLocal
EBANX
~Clip|Clip MX
Qonto
Dream11
MPL|Mobile Premier League
~Chase Sapphire Preferred|Sapphire Preferred > Chase
~Chase Sapphire Reserve|Sapphire Reserve > Chase
~Chase Freedom Unlimited|Freedom Unlimited > Chase
~Chase Freedom Flex|Freedom Flex > Chase
~Capital One Venture X|Venture X > Capital One
~Capital One Quicksilver > Capital One
~Capital One SavorOne|SavorOne > Capital One
Apple Card > Apple
Bilt
~Credit One Bank
OpenSky
Barclaycard
~Zilch
~Trust Bank
GXS Bank
YouTrip
Instarem
BigPay
~Cathay United Bank
CTBC Bank|CTBC
~E.Sun Bank
~Taishin Bank
~Fubon|Taipei Fubon Bank
RHB Bank|RHB
~Hong Leong Bank
AmBank
~OneCard
Scapia
Travelex
# crypto exchanges & wallets
Coinbase
Binance|币安
Kraken Exchange|Kraken Pro
Gemini Exchange
Bitstamp
Bitfinex
OKX|OKEx
Bybit
KuCoin
~Gate.io|Gate
HTX|Huobi
Bitget
MEXC
Crypto.com
Upbit
Bithumb
bitFlyer
Coincheck
WazirX
CoinDCX
CoinSwitch
Mercado Bitcoin
Bitso
Luno
~Uphold
~Swan Bitcoin
~River|River Financial
~Strike
~Ledger|Ledger Nano
Trezor
Coldcard
BitBox|BitBox02
~Keystone|Keystone wallet
Tangem
Ellipal
SafePal
~Foundation Passport|Foundation Devices
~Blockstream|Blockstream Jade
MetaMask
~Trust Wallet
~Phantom|Phantom wallet
~Exodus
~Electrum
~Sparrow Wallet|Sparrow
BlueWallet
Muun
Rabby|Rabby Wallet
~Rainbow Wallet
~Coinbase Wallet
Zengo
OKX Wallet
Uniswap
PancakeSwap
Aave
~Compound|Compound Finance
MakerDAO|Sky Protocol
~Lido
~Curve|Curve Finance
1inch
dYdX
Hyperliquid
OpenSea
~Magic Eden
~Blur
Chainlink
~Polygon
Arbitrum
~Optimism
~Tether|Tether Limited
~Circle|USDC|USD Coin
~Ripple|Ripple Labs
Chainalysis
CoinGecko
CoinMarketCap
Etherscan
Fireblocks
BitGo
Anchorage Digital
Paxos
~MicroStrategy|Strategy
~Grayscale
# insurance
~State Farm
Geico|GEICO
~Progressive
Allstate
Liberty Mutual
~Farmers|Farmers Insurance
~Nationwide Insurance
~Travelers|Travelers Insurance
~American Family|American Family Insurance
~Erie Insurance
~Root|Root Insurance
~Lemonade
~Hippo|Hippo Insurance
Clearcover
Metromile
Esurance
~The General
~Direct General
~Mercury Insurance
Auto-Owners Insurance
~Chubb
AIG
MetLife
~Prudential
~New York Life
Northwestern Mutual
MassMutual
~Guardian Life
~Lincoln Financial
~Principal|Principal Financial
Transamerica
~Pacific Life
~John Hancock
Aflac
~Unum
Cigna
Aetna
UnitedHealthcare|UnitedHealth|UHC
Humana
~Anthem|Elevance Health
~Blue Cross Blue Shield|BCBS|Blue Cross
~Kaiser Permanente|Kaiser
Centene|Ambetter
Molina Healthcare|Molina
~Oscar Health|Oscar
~Bright Health
~Clover Health
~Delta Dental
VSP|VSP Vision Care
EyeMed
Policygenius
~Ladder|Ladder Life
~Haven Life
~Bestow
~Ethos|Ethos Life
~Fabric|Fabric Insurance
SelectQuote
eHealth
Insurify
~The Zebra
~Gabi
~Jerry|Jerry insurance
Compare.com
Allianz
AXA
Generali
~Zurich|Zurich Insurance
Aviva
~Legal & General
~Admiral
~Direct Line
~Churchill
~Hastings Direct
~LV=|Liverpool Victoria
~Saga
~Compare the Market|comparethemarket
MoneySuperMarket
Confused.com
GoCompare
Munich Re
Swiss Re
Mapfre
Ageas
Aegon
NN Group
Talanx
HDI
~Ergo|ERGO
Huk-Coburg|HUK
Check24|CHECK24
Verivox
Ping An Insurance|中国平安
China Life|中国人寿
AIA|友邦
Prudential plc|Prudential Asia
Manulife
~Sun Life
Great-West Lifeco|Canada Life
~Intact
Tokio Marine|東京海上
Sompo
MS&AD
Nippon Life|日本生命
Dai-ichi Life
Samsung Life|Samsung Fire & Marine
Hanwha Life
LIC|Life Insurance Corporation of India
HDFC Life
ICICI Lombard
SBI Life
~Star Health
Bajaj Allianz
Tata AIG
~Max Life
Policybazaar|PolicyBazaar
Acko|ACKO
~Digit|Go Digit
Bupa
SafetyWing
~World Nomads
Allianz Travel
~Travel Guard
~IMG|IMG Global
GeoBlue
~Genki|Genki insurance
Heymondo
~Insured Nomads
Seguros Bolívar
~Porto Seguro
SulAmérica|SulAmerica
Qualitas|Quálitas
GNP Seguros
Medibank
~NIB|nib
HCF
Suncorp
QBE
IAG|Insurance Australia Group
~Budget Direct
~Youi
~Alan|Alan insurance
# streaming, media platforms & social apps
Netflix|网飞
Disney+|Disney Plus > Disney
Hulu
~Max|HBO Max
HBO
Paramount+|Paramount Plus > Paramount
~Peacock
Apple TV+|Apple TV Plus > Apple
YouTube|油管
YouTube TV
YouTube Music
YouTube Premium
~Sling TV|Sling
fuboTV|Fubo
~Philo
Pluto TV
Tubi
Roku Channel|The Roku Channel
Crunchyroll
Funimation
Mubi|MUBI
~Criterion Channel
~Shudder
BritBox
~Acorn TV
Starz
~Showtime
AMC+
Discovery+|discovery+
ESPN
ESPN+ > ESPN
DAZN
NBA League Pass
NFL+|NFL Sunday Ticket
MLB.tv
F1 TV
~Sky Go|NOW TV
BBC iPlayer|iPlayer
ITVX
~Channel 4|All 4
Canal+|Canal Plus
~Joyn
RTL+
Viaplay
Hotstar|Disney+ Hotstar|JioHotstar
JioCinema
ZEE5
SonyLIV
Voot
MX Player
Eros Now
Hoichoi
~Aha|aha
ALTBalaji
iQIYI|爱奇艺
Youku|优酷
Tencent Video|腾讯视频
Bilibili|哔哩哔哩|B站
~Mango TV|芒果TV
Viu
iflix
Vidio
WeTV
TVING
Wavve
Coupang Play
U-Next|U-NEXT
Abema|ABEMA
TVer
Niconico
Globoplay
Claro Video
~Vix|ViX
~Stan
~Binge
~Kayo Sports
Foxtel
Spotify
Apple Music
Amazon Music
~Tidal|TIDAL
Deezer
Pandora Radio
SoundCloud
Audiomack
Qobuz
Anghami
JioSaavn
Gaana
Wynk Music
~Melon
~Genie Music
~Bugs Music
NetEase Cloud Music|网易云音乐
QQ Music|QQ音乐
KKBox|KKBOX
Joox|JOOX
LINE Music
~Audible
~Libby|OverDrive
~Hoopla
Scribd|Everand
~Kindle|Amazon Kindle > Amazon
Kobo|Rakuten Kobo
Goodreads
Storytel
BookBeat
Blinkist
~Headway
Pocket Casts
~Overcast
Apple Podcasts
Castbox
iHeartRadio|iHeart
SiriusXM|Sirius XM
TuneIn
Patreon
Substack
~Medium
Ghost.org|Ghost CMS
Beehiiv|beehiiv
~ConvertKit|Kit
OnlyFans
Ko-fi
~Buy Me a Coffee
Gumroad
Kajabi
~Teachable
Thinkific
Podia
Circle.so|Circle community
~Skool
~Mighty Networks
Facebook|脸书
Instagram|IG
~Threads
TikTok
~Snapchat|Snap
~Twitter|X.com|X/Twitter
~Bluesky
~Mastodon
Reddit
Pinterest
LinkedIn|领英
Tumblr
Quora
~Kick|Kick.com
Weibo|微博
Douban|豆瓣
Zhihu|知乎
Lemon8
CapCut
Likee
Kwai
~Moj
ShareChat
~Josh
~Nextdoor
~Meetup
Eventbrite
~Tinder
~Bumble
~Hinge
OkCupid
~Match|Match.com
~Plenty of Fish|POF
Grindr
Badoo
~Raya
Coffee Meets Bumble
~The League
Feeld
Happn
Tantan|探探
~Pairs
~Tapple
Muzz
Shaadi.com
Bharat Matrimony
Jeevansathi
BeReal
~Clubhouse
Yubo
Linktree
Hootsuite
~Buffer
Sprout Social
~Later|Later.com
Sprinklr
Brandwatch
Talkwalker
Meltwater
Agorapulse
Loomly
SocialBee
Planoly
Metricool
~Disney|Walt Disney|The Walt Disney Company
Pixar
~Marvel|Marvel Studios
Lucasfilm
Warner Bros.|Warner Bros|Warner Bros. Discovery
Universal Pictures
~Paramount|Paramount Pictures|Paramount Global
Sony Pictures
Lionsgate
A24
DreamWorks
HYBE
SM Entertainment
JYP Entertainment|JYP
YG Entertainment|YG
~Webtoon|Naver Webtoon|LINE Webtoon
Pixiv
DMM|DMM.com
Tabelog
Cookpad
# big tech, enterprise software & consulting
Google|谷歌
~Alphabet
Microsoft|微软
~Meta|Meta Platforms
IBM
~Oracle
~SAP
Salesforce
~Adobe
ServiceNow
~Workday
~Intuit
Autodesk
VMware|Broadcom VMware
Broadcom
Citrix
~Red Hat
SUSE
~Canonical|Ubuntu
Dell EMC
Hewlett Packard Enterprise|HPE
NetApp
~Pure Storage
Nutanix
~Palantir
~Snowflake
Databricks
Splunk
Infosys
TCS|Tata Consultancy Services
Wipro
HCLTech|HCL Technologies
Tech Mahindra
Accenture
Deloitte
PwC|PricewaterhouseCoopers
EY|Ernst & Young
KPMG
McKinsey|McKinsey & Company
Boston Consulting Group|BCG
~Bain|Bain & Company
Capgemini
~Cognizant
Baidu|百度
ByteDance|字节跳动
Tencent|腾讯
NetEase Inc.
Kakao
Naver
LINE Yahoo|LY Corporation
~Yahoo|Yahoo!
Yandex
~Sea Group
Grab Holdings
~Recruit Holdings|Recruit
Benesse
~SK Group|SK
Hanwha
Doosan
Vingroup
FPT|FPT Corporation
Celonis
Dassault Systèmes|Dassault Systemes
Totvs
Maersk
Godrej|Godrej Group
Pidilite|Fevicol
Berger Paints
Petronas
Petron
Petrobras
Pemex
YPF
# productivity, office & collaboration
Microsoft 365|Office 365|MS Office|Microsoft Office
~Word|Microsoft Word
~Excel|Microsoft Excel
PowerPoint
~Outlook|Microsoft Outlook
OneDrive
SharePoint
Microsoft Teams|MS Teams
OneNote
Microsoft Loop
Google Workspace|G Suite
Gmail
Google Docs
Google Sheets
Google Slides
Google Drive
Google Calendar
Google Meet
Google Keep
~Apple iWork|Pages|Numbers|Keynote
iCloud
LibreOffice
OnlyOffice|ONLYOFFICE
WPS Office
Zoho|Zoho Corporation
Zoho Workplace
Dropbox
~Box
pCloud
Sync.com
Nextcloud
ownCloud
~Mega|MEGA
~Proton|Proton AG
Proton Mail|ProtonMail
Proton Drive
Tuta|Tutanota
Fastmail
Zoho Mail
~Superhuman
~Spark Mail|Spark
~Hey|HEY
~Slack
~Zoom|Zoom Video Communications
Webex|Cisco Webex
GoTo Meeting|GoToMeeting
~Whereby
Jitsi|Jitsi Meet
~BlueJeans
~Loom
Calendly
Cal.com
~Doodle
SavvyCal
~Reclaim|Reclaim.ai
~Motion|Motion app
~Clockwise
~Notion
~Obsidian
Evernote
~Roam Research|Roam
Logseq
Bear Notes|Bear app
Craft Docs|Craft.do
~Mem|Mem.ai
Apple Notes
Simplenote
Joplin
~Standard Notes
~Coda
Salesforce Quip|Quip docs
~Confluence
Nuclino
Slite
Tettra
~Guru
Notion Calendar
Todoist
TickTick
~Things|Things 3
OmniFocus
Any.do
Microsoft To Do
~Asana
Trello
~Monday.com|Monday|monday.com
ClickUp
Jira|Jira Software
Atlassian
~Basecamp
Wrike
Smartsheet
Airtable
~Linear
~Height
~Shortcut
~Teamwork.com|Teamwork
Zoho Projects
~Hive
~Nifty
Notion Projects
~Miro
~Mural
FigJam
Lucidchart|Lucid Software|Lucidspark
~Whimsical
Excalidraw
draw.io|diagrams.net
Milanote
~Scrivener
Grammarly
ProWritingAid
~Hemingway Editor|Hemingway
QuillBot
Wordtune
LanguageTool
DeepL
Google Translate
~Otter.ai|Otter
~Fireflies.ai|Fireflies
~Fathom
tl;dv
~Rev|Rev.com
Descript
Trint
Krisp
1Password
LastPass
Bitwarden
Dashlane
~Keeper|Keeper Security
NordPass
RoboForm
Proton Pass
KeePass
KeePassXC
KeePassDX
Passbolt
Zoho Vault
Sticky Password
SoloKeys|SoloKey
Enpass
# design, creative & media tools
Figma
~Sketch
Adobe XD
Photoshop|Adobe Photoshop
~Illustrator|Adobe Illustrator
InDesign|Adobe InDesign
Premiere Pro|Adobe Premiere
~After Effects
Lightroom|Adobe Lightroom
Adobe Express
~Adobe Acrobat|Acrobat
Adobe Creative Cloud|Creative Cloud
Canva
~Affinity|Affinity Designer|Affinity Photo
~Procreate
Pixelmator
~GIMP
Inkscape
Krita
~Blender
Cinema 4D
Autodesk Maya
3ds Max
ZBrush
~Houdini
SketchUp
~Rhino|Rhinoceros 3D
AutoCAD
Revit
SolidWorks
~Fusion 360|Autodesk Fusion
Onshape
Tinkercad
Final Cut Pro
DaVinci Resolve
~Avid|Avid Media Composer
iMovie
Filmora|Wondershare Filmora
Wondershare
Camtasia
Snagit
ScreenFlow
~OBS Studio|OBS
Streamlabs
~Riverside|Riverside.fm
StreamYard
Restream
Vimeo
Wistia
Frame.io
Logic Pro
GarageBand
FL Studio
~Pro Tools
Cubase
~Reaper
~Audacity
Adobe Audition
~Splice
Landr|LANDR
Epidemic Sound
Artlist
Musicbed
Shutterstock
Getty Images
iStock
Adobe Stock
Unsplash
Pexels
Pixabay
Envato|Envato Elements
~Creative Market
Freepik
Flaticon
Dribbble
Behance
~Framer
Webflow
~Spline
~Rive
~Principle
ProtoPie
InVision
Zeplin
~Maze
UserTesting
Hotjar
FullStory
~Lookback
Optimal Workshop
Useberry
Lyssna
# crm, marketing, seo & analytics
HubSpot
Salesforce Sales Cloud|Sales Cloud
Pipedrive
Zoho CRM
Freshworks|Freshsales
~Close|Close CRM
~Copper|Copper CRM
Insightly
~Nimble
Attio
~Folk|folk CRM
Keap|Infusionsoft
ActiveCampaign
Microsoft Dynamics 365|Dynamics 365
SugarCRM
Creatio
Bitrix24
~Apollo.io|Apollo
ZoomInfo
Clearbit
Lusha
Seamless.AI
~Hunter|Hunter.io
~Outreach
Salesloft
~Gong
~Chorus|Chorus.ai
Clari
Lemlist|lemlist
~Instantly|Instantly.ai
Smartlead
Reply.io
Mailshake
~Woodpecker
~Clay
Mailchimp
Klaviyo
~Constant Contact
Brevo|Sendinblue
~Campaign Monitor
MailerLite
Omnisend
~Drip
AWeber
GetResponse
Moosend
~Iterable
~Braze
Customer.io
OneSignal
~Attentive
~Postscript
SendGrid|Twilio SendGrid
Mailgun
~Postmark
Amazon SES
Marketo|Adobe Marketo
Pardot|Marketing Cloud Account Engagement
Eloqua|Oracle Eloqua
Salesforce Marketing Cloud
Semrush|SEMrush
Ahrefs
~Moz|Moz Pro
Similarweb|SimilarWeb
SpyFu
Ubersuggest
Mangools|KWFinder
SE Ranking
Serpstat
Screaming Frog
Sitebulb
~Surfer|Surfer SEO
Clearscope
MarketMuse
~Frase
Yoast|Yoast SEO
Rank Math
AIOSEO|All in One SEO
BrightEdge
~Conductor
seoClarity
Botify
Lumar|Deepcrawl
~Profound|Profound AI
Otterly|Otterly.AI
Peec AI|Peec
AthenaHQ
~Scrunch|Scrunch AI
Google Search Console
Bing Webmaster Tools
Google Ads|AdWords
Google Analytics|GA4
Google Tag Manager|GTM
Looker Studio|Google Data Studio
Google Merchant Center
Meta Ads|Facebook Ads
Microsoft Advertising|Bing Ads
LinkedIn Ads
TikTok Ads
Amazon Ads
~The Trade Desk
Criteo
Taboola
Outbrain
AppLovin
Unity Ads
AdRoll
StackAdapt
Mixpanel
~Amplitude
~Heap
PostHog
Pendo
~Segment|Twilio Segment
RudderStack
mParticle
Adobe Analytics
Matomo|Piwik
~Plausible|Plausible Analytics
Fathom Analytics
~Simple Analytics
~Umami
Kissmetrics
Crazy Egg
Microsoft Clarity
Mouseflow
~Lucky Orange
Optimizely
VWO
AB Tasty
LaunchDarkly
Statsig
Unbounce
Instapage
Leadpages
ClickFunnels
Kartra
Systeme.io
Typeform
Jotform|JotForm
Google Forms
SurveyMonkey
Qualtrics
~Tally|Tally Forms
Formstack
Cognito Forms
Paperform
Alchemer|SurveyGizmo
Medallia
~Delighted
Yotpo
Okendo
Judge.me
Bazaarvoice
PowerReviews
Birdeye
~Podium
Reviews.io|REVIEWS.io
Feefo
~Mention|Mention.com
Brand24
BuzzSumo
Cision
Muck Rack
Prowly
Yext
BrightLocal
Whitespark
Moz Local
Impact.com|impact.com
PartnerStack
CJ Affiliate|Commission Junction
Rakuten Advertising
ShareASale
Awin
Refersion
Rewardful
FirstPromoter
Tapfiliate
Upfluence
~GRIN
~AspireIQ
CreatorIQ
Modash
HypeAuditor
NeuronWriter
~Keywords Everywhere
AnswerThePublic
AlsoAsked
~Exploding Topics
~Majestic SEO
~SEO PowerSuite
~HARO|Help a Reporter Out
~Goodie AI
Evertune
Brandlight
WalkMe
Chili Piper
Vidyard
# hr, payroll, accounting, legal & e-signature
~Gusto
ADP
Paychex
~Rippling
Deel
~Remote|Remote.com
~Oyster HR|Oyster
~Papaya Global
~Velocity Global
Justworks
TriNet
Paycom
Paylocity
Paycor
UKG|Ultimate Kronos Group
BambooHR
~HiBob
Personio
~Factorial|Factorial HR
~Lattice
Culture Amp
15Five
Leapsome
~Namely
Zenefits|TriNet Zenefits
~Greenhouse
~Lever
~Workable
~Ashby
SmartRecruiters
iCIMS
JazzHR
Teamtailor
Recruitee
~Indeed
Glassdoor
ZipRecruiter
Monster.com
CareerBuilder
Naukri|Naukri.com
~Seek|SEEK
StepStone
~Reed|Reed.co.uk
Totaljobs
Wellfound|AngelList Talent
Upwork
Fiverr
Toptal
Freelancer.com
~Contra
~Malt
99designs
TaskRabbit
~Thumbtack
Angi|Angie's List|HomeAdvisor
Care.com
Sittercity
Urbansitter
QuickBooks|Intuit QuickBooks
Xero
FreshBooks
~Wave|Wave Accounting
~Sage|Sage Group
NetSuite|Oracle NetSuite
Zoho Books
Odoo
MYOB
~Tally Solutions|TallyPrime
~Freee|freee
~Money Forward
~Bench Accounting
Pilot.com|Pilot bookkeeping
~Puzzle|Puzzle.io
TurboTax
H&R Block
TaxAct
FreeTaxUSA
Cash App Taxes
TaxSlayer
Avalara
~Vertex
TaxJar
Anrok
Tipalti
Coupa
Spendesk
Pleo
Soldo
~Moss|getmoss
Payhawk
Emburse
Zoho Expense
~Carta
~Pulley
Ledgy
DocuSign|Docusign
Adobe Acrobat Sign|Adobe Sign
Dropbox Sign|HelloSign
PandaDoc
SignNow
Yousign
Docuseal|DocuSeal
OneSpan
~Ironclad
Juro
ContractPodAi
LinkSquares
Clio Legal|Clio legal software
MyCase
PracticePanther
Smokeball
Filevine
LegalZoom
Rocket Lawyer
LawDepot
~Harvey|Harvey AI
~Spellbook
Lexis+|LexisNexis
Westlaw|Thomson Reuters Westlaw
CoCounsel
Casetext
Everlaw
~Relativity
Stripe Atlas > Stripe
Clerky
~Firstbase
Doola
~Northwest Registered Agent
ZenBusiness
Incfile|Bizee
Tailor Brands
Nolo
~US Legal Forms
~Trust & Will
~FreeWill
~Quicken WillMaker|WillMaker
~Luminance
~Kira Systems
Evisort
Icertis
SpotDraft
~Robin AI
Legora
EvenUp
Avvo
Justia
FindLaw
UpCounsel
LegalShield
DoNotPay
Osome
Vakilsearch
IndiaFilings
ClearTax
# website builders & e-commerce platforms
WordPress|WordPress.org
WordPress.com
Automattic
WooCommerce
Shopify
Shopify Plus
BigCommerce
Magento|Adobe Commerce
PrestaShop
OpenCart
Salesforce Commerce Cloud
commercetools
Squarespace
Wix|Wix.com
Weebly
GoDaddy
Hostinger
Jimdo
~Strikingly
Carrd
Duda
Contentful
~Sanity
Strapi
Storyblok
Prismic
~Payload|Payload CMS
Drupal
Joomla
Ecwid
~Square Online
~Big Cartel
Lemon Squeezy
~Paddle
FastSpring
Chargebee
Recurly
Chargify|Maxio
Zuora
~ReCharge|Recharge
~Bold Commerce
Shopline
Shoplazza
Shopware
JTL
Vtex|VTEX
Tiendanube|Nuvemshop
Jumpseller
ShipBob
ShipMonk
Flexport
Deliverr
~Route|Route package protection
Narvar
AfterShip
~Loop Returns
Returnly
Gorgias
Zendesk
~Intercom
Freshdesk
Help Scout
~Front
Kustomer
~Gladly
Re:amaze
Tidio
LiveChat
~Drift
~Crisp
tawk.to
Olark
HappyFox
Zoho Desk
Salesforce Service Cloud|Service Cloud
~Genesys
Five9
~NICE|NICE CXone
Talkdesk
~Sierra|Sierra AI
~Decagon
~Ada|Ada Support
~Forethought
Kore.ai
Yellow.ai
Haptik
Trengo
Respond.io
ManyChat
Chatfuel
Landbot
~Qualified
UserVoice
~Canny
Productboard
Aha! roadmaps|Aha.io
Jira Service Management
Statuspage|Atlassian Statuspage
Instatus
Better Stack|Better Uptime
UptimeRobot
# security, vpn & antivirus
NordVPN
ExpressVPN
Surfshark
Proton VPN|ProtonVPN
~Private Internet Access|PIA
CyberGhost
IPVanish
Mullvad
Windscribe
PureVPN
Hotspot Shield
TunnelBear
Atlas VPN
Hide.me
PrivadoVPN
Astrill|Astrill VPN
~Cloudflare WARP|WARP|1.1.1.1
Tailscale
ZeroTier
WireGuard
OpenVPN
~Norton|Norton 360|Gen Digital
McAfee
Bitdefender
Kaspersky
~Avast
~AVG
Avira
ESET
Malwarebytes
Trend Micro
Sophos
F-Secure
Webroot
Panda Security|Panda Dome
Windows Defender|Microsoft Defender
~Aura|Aura identity
LifeLock
~IdentityGuard|Identity Guard
Incogni
DeleteMe
Optery
CrowdStrike
SentinelOne
~Palo Alto Networks
Zscaler
Okta
Auth0
~Duo|Duo Security
Ping Identity
CyberArk
~Check Point
Rapid7
~Tenable
Qualys
Wiz Security|Wiz.io
Snyk
Lacework
~Arctic Wolf
~Huntress
Darktrace
Proofpoint
Mimecast
KnowBe4
Vanta
Drata
Secureframe
Sprinto
OneTrust
Cookiebot
~Termly
Iubenda
Cloudflare
Akamai
Fastly
Imperva
Sucuri
Wordfence
Let's Encrypt
YubiKey|Yubico
Google Authenticator
Authy
Microsoft Authenticator
# cloud, hosting & infrastructure
AWS|Amazon Web Services
~Microsoft Azure|Azure
Google Cloud|GCP|Google Cloud Platform
Alibaba Cloud|阿里云|Aliyun
Tencent Cloud|腾讯云
Huawei Cloud|华为云
Oracle Cloud|OCI
IBM Cloud
DigitalOcean
Linode|Akamai Cloud
Vultr
Hetzner
OVHcloud|OVH
Scaleway
UpCloud
Contabo
IONOS|1&1 IONOS
Bluehost
SiteGround
HostGator
DreamHost
A2 Hosting
InMotion Hosting
Namecheap
Porkbun
Cloudways
Kinsta
WP Engine
~Flywheel
~Pantheon
Pressable
~Liquid Web
Rackspace
Heroku
Vercel
Netlify
~Render
~Railway
Fly.io
Cloudflare Pages|Cloudflare Workers
Deno Deploy
Firebase
Supabase
Appwrite
PocketBase
~Convex
~Neon|Neon Postgres
PlanetScale
CockroachDB|Cockroach Labs
MongoDB|MongoDB Atlas
Redis
Upstash
~Elastic|Elasticsearch
OpenSearch
Algolia
Meilisearch
Typesense
~Pinecone
Weaviate
Qdrant
Milvus|Zilliz
~Chroma|ChromaDB
PostgreSQL|Postgres
MySQL
MariaDB
SQLite
Microsoft SQL Server|SQL Server
Oracle Database
~Cassandra|Apache Cassandra
DataStax
ScyllaDB
Couchbase
Neo4j
ClickHouse
DuckDB|MotherDuck
~TimescaleDB|Timescale
InfluxDB|InfluxData
Amazon DynamoDB|DynamoDB
~Amazon S3|S3
Amazon EC2|EC2
~AWS Lambda|Lambda
Google BigQuery|BigQuery
~Amazon Redshift|Redshift
Azure Synapse
Teradata
Fivetran
Airbyte
~dbt|dbt Labs
~Stitch|Stitch Data
Hightouch
~Census
~Apache Kafka|Kafka
~Confluent
Apache Spark
~Airflow|Apache Airflow
Dagster
~Prefect
~Tableau
Power BI|Microsoft Power BI
~Looker
Metabase
~Mode|Mode Analytics
Sigma Computing
ThoughtSpot
~Domo
Qlik|Qlik Sense
Sisense
~Hex|Hex Technologies
Alteryx
Informatica
Talend
MuleSoft
Zapier
~Make|Make.com|Integromat
n8n
IFTTT
Workato
Tray.io
~Pipedream
Power Automate|Microsoft Power Automate
UiPath
~Automation Anywhere
~Retool
~Bubble|Bubble.io
Glide Apps
Softr
Adalo
FlutterFlow
OutSystems
Mendix
Appian
Power Apps|Microsoft Power Apps
# dev tools, ci & observability
GitHub
GitLab
Bitbucket
Gitea
SourceForge
Visual Studio Code|VS Code|VSCode
Visual Studio
JetBrains
IntelliJ IDEA|IntelliJ
PyCharm
WebStorm
Android Studio
Xcode
~Eclipse|Eclipse IDE
Vim editor|Neovim
Emacs
Sublime Text
~Zed|Zed editor
~Cursor|Cursor AI
~Windsurf|Codeium
Replit
CodeSandbox
StackBlitz
~Glitch
~Jupyter|JupyterLab
Google Colab|Colab
Kaggle
~Anaconda|Conda
~Postman
~Insomnia
~Docker
Kubernetes|K8s
Podman
~Rancher
OpenShift
HashiCorp
~Terraform
~Vagrant
~Vault|HashiCorp Vault
Pulumi
Ansible
~Chef|Progress Chef
~Puppet
~Jenkins
CircleCI
Travis CI
GitHub Actions
GitLab CI
Buildkite
TeamCity
~Bamboo
~Argo CD|Argo
~Spinnaker
~Harness
Octopus Deploy
Bitrise
Codemagic
~Expo
~Sentry|Sentry.io
Datadog
New Relic
Dynatrace
AppDynamics
Grafana|Grafana Labs
~Prometheus
~Honeycomb
Lightstep
Logz.io
Papertrail
Loggly
Sumo Logic
PagerDuty
Opsgenie
incident.io
Rootly
FireHydrant
Checkly
Pingdom
LogRocket
Bugsnag
Rollbar
Raygun
~SonarQube|SonarCloud|Sonar
Codacy
CodeClimate|Code Climate
~Coveralls
Codecov
Dependabot
~Renovate
JFrog|Artifactory
~Sonatype|Nexus
npm
~Yarn
pnpm
~Homebrew
PyPI
~Maven
Gradle
~Cypress
~Playwright
~Selenium
~Puppeteer
BrowserStack
Sauce Labs
LambdaTest
~Jest
~Storybook
~Chromatic
~Swagger|SmartBear
~Stoplight
Kong Gateway|Kong Inc.
Apigee
Mintlify
~ReadMe|ReadMe.com
GitBook
Docusaurus
Auth.js
~Clerk
Stytch
WorkOS
Descope
FusionAuth
Keycloak
~Resend
Novu
~Pusher
~Ably
Sendbird
~Agora
LiveKit
Mux
Cloudinary
imgix
Uploadcare
Bunny.net|BunnyCDN
~Stack Overflow
Dev.to|DEV Community
Hashnode
LeetCode
HackerRank
Codewars
CodeSignal
Exercism
Frontend Masters
~Egghead|egghead.io
~React
Next.js
Vue.js|Vue
~Angular
~Svelte|SvelteKit
Nuxt
~Remix
~Astro
~Tailwind CSS|Tailwind
~Bootstrap
~Node.js|Node
Deno
~Bun
~Django
~Ruby on Rails|Rails
Laravel
~Spring Boot|Spring Framework
~Flutter
React Native
~Electron
Tauri
TensorFlow
PyTorch
Hugging Face|HuggingFace
LangChain
LlamaIndex
~Weights & Biases|W&B|wandb
MLflow
~Modal
~Replicate
~Together AI|Together
Fireworks AI
Groq
Cerebras
SambaNova
OpenRouter
Baseten
RunPod
Lambda Labs|Lambda Cloud
CoreWeave
Paperspace
Vast.ai
~Scale AI|Scale
Labelbox
Snorkel AI
Roboflow
Ollama
LM Studio
llama.cpp
vLLM
Chronosphere
Coralogix
Mezmo|LogDNA
SigNoz
~Jaeger
Kibana > Elastic
Zabbix
Nagios
SolarWinds
ManageEngine
LogicMonitor
ThousandEyes
Helicone
Langfuse
Arize
CodeRabbit
Qodo|CodiumAI
# ai products, models & companies
OpenAI
ChatGPT|Chat GPT|chatgpt.com
GPT-4|GPT-4o|GPT-4.1|GPT-5|GPT-4 Turbo
~o1|o3|o4-mini
DALL-E|DALL·E|DALLE
~Sora
OpenAI Whisper|Whisper model
~Codex|OpenAI Codex
Anthropic
~Claude|Claude.ai
Claude Code
~Google Gemini|Gemini
Gemini Advanced
~Bard|Google Bard
Google DeepMind|DeepMind
~Gemma
~Veo
~Imagen
NotebookLM
Google AI Studio|AI Studio
Vertex AI
Meta AI
~Llama|Llama 3|LLaMA
~Microsoft Copilot|Copilot|Bing Chat
GitHub Copilot
Microsoft 365 Copilot
Azure OpenAI
~Mistral|Mistral AI
~Le Chat
Mixtral
Codestral
xAI
~Grok
~Perplexity|Perplexity AI
DeepSeek|深度求索
Qwen|Tongyi Qianwen|通义千问
Tongyi|通义
~Kimi|Moonshot AI|月之暗面
Doubao|豆包
~ERNIE|Ernie Bot|文心一言
Hunyuan|腾讯混元
Yuanbao|腾讯元宝
Zhipu AI|Zhipu|智谱
ChatGLM|GLM
MiniMax
Baichuan|百川智能
StepFun|阶跃星辰
~01.AI
iFlytek|讯飞|科大讯飞
SenseTime|商汤
~Cohere
~Command R|Command A
AI21 Labs|AI21
Aleph Alpha
~Inflection AI
Character.AI|Character AI
~Poe|Poe by Quora
You.com
Phind
Kagi
~Brave Search|Brave
DuckDuckGo
~Bing|Microsoft Bing
Ecosia
Startpage
Neeva
Andi Search
~Consensus|Consensus AI
~Elicit
Scite|scite.ai
Microsoft Designer
Midjourney
~Stability AI|Stable Diffusion
~Black Forest Labs|FLUX|Flux
~Ideogram
Leonardo.ai|Leonardo AI
~Adobe Firefly|Firefly
~Krea|Krea AI
~Playground AI|Playground
NightCafe
~Runway|Runway ML|RunwayML
~Pika|Pika Labs
Luma AI|Luma Dream Machine
~Kling|Kling AI|可灵
~Hailuo|Hailuo AI
Synthesia
HeyGen
D-ID
~Captions|Captions app
Opus Clip|OpusClip
Invideo|InVideo
Pictory
Veed|VEED
Kapwing
ElevenLabs
~Murf|Murf AI
Play.ht|PlayHT
Speechify
Suno|Suno AI
Udio
AIVA
~Jasper|Jasper AI
Copy.ai
Writesonic
Rytr
Anyword
~Writer|Writer.com
Hypotenuse AI
Notion AI
~Tome
~Gamma|Gamma.app
Beautiful.ai
~Pitch|Pitch.com
Decktopus
Humata
ChatPDF
~Glean
Hebbia
~Abridge
Nuance DAX|DAX Copilot
Tabnine
~Sourcegraph|Cody
Amazon Q|CodeWhisperer
Bolt.new|StackBlitz Bolt
~Lovable
~v0|v0.dev
~Devin|Cognition AI|Cognition
~Factory AI|Factory
~Augment Code|Augment
Cline
~Aider
Warp Terminal|Warp.dev
Sweep AI
~Poolside
Magic.dev
~Amazon Bedrock|Bedrock
Amazon Nova
Alexa+
Apple Intelligence
~Siri
Google Assistant > Google
~Bixby > Samsung
~Cortana
~Rabbit R1|Rabbit
~Humane|Humane AI Pin
~Limitless|Limitless AI
Plaud|PLAUD NOTE
~Bee AI
Replika
Pi AI
~Nomi|Nomi AI
~Talkie
Janitor AI
~Chai|Chai AI
~Manus|Manus AI
Genspark
~Lindy|Lindy AI
Relevance AI
CrewAI|crewAI
AutoGPT
Dify
Flowise
Langflow
LangSmith
~Intercom Fin > Intercom
Moveworks
~Writer Palmyra|Palmyra
~Nvidia NIM|NIM
Nemotron
~Phi|Phi-3|Phi-4
~Falcon|Falcon LLM
Olmo|Allen AI|OLMo
~Jina AI|Jina
~Voyage AI|Voyage
Nomic|Nomic AI
~Unstructured|Unstructured.io
LlamaParse
Firecrawl
Browserbase
~Exa|Exa AI|Metaphor
Tavily
SerpAPI|SerpApi
~Bright Data
Apify
ScrapingBee
Oxylabs
Smartproxy|Decodo
Zyte
~Granola|Granola AI
Superwhisper
Wispr Flow
~Claude Sonnet|Sonnet
~Claude Opus|Opus
~Claude Haiku|Haiku
Nano Banana
Perplexity Comet
~Read AI
Sudowrite
NovelAI
GPTZero
Originality.ai
~Undetectable AI
~Napkin AI
Recraft
~Magnific
~Topaz Labs
Remove.bg
Clipdrop
Photoroom
Looka
~Durable
# online education & language apps
Duolingo
Babbel
Rosetta Stone
Busuu
Memrise
Pimsleur
Mondly
Lingoda
italki
Preply
Cambly
Lingvist
LingQ
~Drops|Drops app
HelloTalk
~Tandem|Tandem app
~Speak|Speak app
Praktika
Elsa Speak|ELSA Speak
Clozemaster
Anki
Quizlet
Brainscape
Chegg
Course Hero
Brainly
Photomath
Gauthmath
Symbolab
~Wolfram Alpha|WolframAlpha|Wolfram
Mathway
Khan Academy
Coursera
edX
Udemy
Udacity
Skillshare
MasterClass
LinkedIn Learning|Lynda.com
Pluralsight
Codecademy
DataCamp
freeCodeCamp
~Treehouse|Team Treehouse
Scrimba
~Educative
Brilliant.org
Domestika
CreativeLive
~Great Courses|The Great Courses|Wondrium
FutureLearn
~Alison
Simplilearn
upGrad
~Great Learning
~Scaler|Scaler Academy
Unacademy
Byju's|Byjus|BYJU'S
Vedantu
Physics Wallah|PW
Toppr
Eruditus
~Emeritus
~General Assembly
~Springboard
Le Wagon
Ironhack
Flatiron School
App Academy
Hack Reactor
Lambda School|BloomTech
Thinkful
Maven courses|Maven.com
~Reforge
~Section|Section School
Outschool
ABCmouse
~Prodigy|Prodigy Math
IXL
Kumon
Mathnasium
Sylvan Learning
Varsity Tutors
Wyzant
Tutor.com
~Princeton Review
~Kaplan
Magoosh
Manhattan Prep
Study.com
Turnitin
~Canvas|Instructure
~Blackboard
Moodle
Google Classroom
Schoology
~Seesaw
ClassDojo
Kahoot!|Kahoot
Quizizz|Wayground
Nearpod
Pear Deck
Padlet
Edpuzzle
Gimkit
Blooket
~Epic|Epic! books
Raz-Kids
Lexia
Zearn
Beast Academy
~Outlier|Outlier.org
StudySmarter
Knowunity
Zuoyebang|作业帮
Yuanfudao|猿辅导
New Oriental|新东方
TAL Education
GoGoKid
VIPKid
Superprof
Tutorful
MyTutor
~Simply Piano|JoyTunes
flowkey
Skoove
Yousician
Fender Play > Fender
~Ultimate Guitar
MuseScore
# startup accelerators, vc & programmes
Y Combinator|YC|YCombinator
Techstars
500 Global|500 Startups
~Antler
Entrepreneur First|EF
~Plug and Play|Plug and Play Tech Center
Seedcamp
Founders Factory
Station F
Founder Institute
MassChallenge
StartX
~Alchemist Accelerator|Alchemist
SOSV|HAX
~Sequoia Capital|Sequoia
Andreessen Horowitz|a16z
~Accel
~Benchmark|Benchmark Capital
Kleiner Perkins
Greylock|Greylock Partners
~Lightspeed|Lightspeed Venture Partners
Index Ventures
General Catalyst
Founders Fund
Khosla Ventures
Bessemer|Bessemer Venture Partners
~Insight Partners
~Tiger Global
SoftBank Vision Fund|Vision Fund
Coatue
~Thrive Capital
Greenoaks
~Lux Capital
~First Round Capital|First Round
~Union Square Ventures|USV
Initialized Capital
SV Angel
~Floodgate
Felicis
Redpoint|Redpoint Ventures
NEA|New Enterprise Associates
GV|Google Ventures
CapitalG
Intel Capital
Salesforce Ventures
~M12|Microsoft M12
Balderton|Balderton Capital
Atomico
Northzone
Creandum
EQT Ventures
LocalGlobe
~Point Nine|Point Nine Capital
Speedinvest
HV Capital
~Cherry Ventures
Partech
~Elaia
~Hoxton Ventures
~Octopus Ventures
Notion Capital
~Blossom Capital
Peak XV|Sequoia India
~Nexus Venture Partners
Blume Ventures
Kalaari Capital
~Elevation Capital
~Matrix Partners
Hongshan|Sequoia China|HongShan
Qiming|Qiming Venture Partners
IDG Capital
~Hillhouse|Hillhouse Capital
ZhenFund|真格基金
Sinovation Ventures|创新工场
Kakao Ventures
~East Ventures
Openspace Ventures
~Golden Gate Ventures
Jungle Ventures
Vertex Ventures
Monk's Hill Ventures
Kaszek
monashees
~Valor Capital
QED Investors
Ribbit Capital
~Social Capital
Slow Ventures
~Pear VC|Pear
Hustle Fund
Precursor Ventures
Soma Capital
Village Global
~South Park Commons|SPC
~On Deck|ODF
Pioneer.app
~Neo|Neo accelerator
Z Fellows
~Thiel Fellowship
~Emergent Ventures
~AI Grant
~Conviction|Conviction Partners
AngelList
~Republic|Republic.co
Wefunder
StartEngine
Crowdcube
Seedrs
Kickstarter
Indiegogo
GoFundMe
Product Hunt
Crunchbase
PitchBook
CB Insights
Dealroom
Tracxn
Google for Startups
Microsoft for Startups|Founders Hub
AWS Activate
NVIDIA Inception
Seedstars
Startupbootcamp
Rockstart
Wayra
HF0
Betaworks
~Speedrun|a16z speedrun
~Creative Destruction Lab|CDL
Kima Ventures
~Endeavor
~Village Capital
~Draper Associates
DST Global
~Surge|Sequoia Surge
~Battery Ventures
~Spark Capital
IVP|Institutional Venture Partners
~Madrona|Madrona Venture Group
~True Ventures
~Emergence Capital
~Menlo Ventures
~Mayfield Fund|Mayfield
~Sapphire Ventures
CRV|Charles River Ventures
~Craft Ventures
8VC
~Forerunner Ventures
Greycroft
FirstMark Capital|FirstMark
NFX
~General Atlantic
~Silver Lake
KKR
~Vista Equity Partners
~Thoma Bravo
~Bain Capital Ventures
ICONIQ
LetsVenture
~Cradle Fund
SGInnovate
AppWorks
AngelPad
~Capital Factory
gener8tor
~Berkeley SkyDeck|SkyDeck
IndieBio
# phone accessories & gadgets
OtterBox
PopSockets
Mophie
Spigen
Casetify|CASETiFY
ZAGG
~Nomad Goods
Pitaka|PITAKA
dbrand
~Moment|Moment lenses
~ESR|ESR Gear
Torras
~Twelve South
~Native Union
~Tile|Tile tracker
AirTag|Apple AirTag
Chipolo
Life360
~Skylight|Skylight Frame
~Aura Frames
Nixplay
Meural
~Ember|Ember Mug
Kindle Scribe > Amazon
~reMarkable
Boox|Onyx Boox
Rocketbook
~Supernote
~Daylight Computer
# apps, browsers & operating systems
Mozilla
~Tor Browser|Tor
Google Maps
Apple Maps
Citymapper
Moovit
Shazam
~Flo|Flo Health
~Clue|Clue app
~Natural Cycles
MyFitnessPal
~Lose It!
Cronometer
AllTrails
Komoot
~Gaia GPS
~onX|onX Maps
Runna
~Sweat|Sweat app
Fitbod
Centr
~Down Dog
~Insight Timer
~Ten Percent Happier
~Waking Up
~Sleep Cycle
~Rise Science|Rise
Tricount
Raycast
~Alfred|Alfred app
Cult.fit|Cultfit
HealthifyMe|Healthify
Zillow
Redfin
Realtor.com
Opendoor
~Compass|Compass real estate
Trulia
Apartments.com
Rightmove
Zoopla
PropertyGuru
QuintoAndar
Gympass|Wellhub
# ingredient and component brands (named inside a product's description: "Dolby Vision", "a YKK zipper")
Dolby|Dolby Laboratories
~DTS
THX
YKK
Teflon
OrthoLite
Bafang
~Brose
Gorilla Glass > Corning
Dyneema
Kevlar
Sunbrella
~Velcro
Magura
Tektro
# operating systems and browsers (platforms: in English prose what a product runs on, not a brand the answer presents)
~Google Chrome|Chrome
Mozilla Firefox|Firefox
~Safari
~Microsoft Edge|Edge
~Opera|Opera GX
~Arc|Arc Browser
~Vivaldi
~Microsoft Windows|Windows
macOS|Mac OS
iOS
~Android
ChromeOS|Chrome OS
HarmonyOS|鸿蒙
~One UI
HyperOS|MIUI
ColorOS
OxygenOS
watchOS
iPadOS
~Wear OS
# publications, review sites & testers (named in prose as the source of a verdict: "RTINGS names it …")
All3DP
CNET
The Verge
Engadget
TechRadar
Tom's Guide|Tom’s Guide
Guitar World
Tom's Hardware|Tom’s Hardware
PCMag|PC Magazine
PCWorld
ZDNet|ZDNET
~Wired
Ars Technica
Gizmodo
Mashable
TechCrunch
Android Authority
Android Central
9to5Mac
9to5Google
MacRumors
AppleInsider
iMore
Digital Trends
Laptop Mag
Notebookcheck
AnandTech
Windows Central
XDA Developers|XDA
SoundGuys
What Hi-Fi?|What Hi-Fi|What HiFi
RTINGS|RTINGS.com|Rtings
Sleepopolis
NapLab
Mattress Clarity
Wirecutter|The Wirecutter
Consumer Reports
AARP
Better Business Bureau|BBB
Good Housekeeping
Popular Mechanics
Popular Science
OutdoorGearLab|Outdoor Gear Lab|GearLab
Runner's World|Runner’s World
~Bicycling
Cycling Weekly
BikeRadar
Electric Bike Report|ElectricBikeReport
DC Rainmaker
DPReview
PetaPixel
Digital Camera World
GamesRadar|GamesRadar+
IGN
GameSpot
Kotaku
Eurogamer
MusicRadar
Sound On Sound
Rolling Stone
Pitchfork
~Billboard
Forbes
Bloomberg
Reuters
CNBC
Business Insider
The New York Times|New York Times|NYT
The Washington Post|Washington Post
The Guardian
CNN
~Fortune
USA Today
The Wall Street Journal|Wall Street Journal|WSJ
Financial Times
The Economist
Vogue
~Elle
GQ
Esquire
~Allure
Cosmopolitan
Harper's Bazaar|Harper’s Bazaar
InStyle
~Glamour
Men's Health|Men’s Health
Women's Health|Women’s Health
Car and Driver
MotorTrend|Motor Trend
Edmunds
Kelley Blue Book|KBB
J.D. Power|JD Power
Autocar
Top Gear
Road & Track
Which?
Trustpilot
Yelp
G2
Capterra
Gartner
Forrester
Hacker News
NerdWallet
Bankrate
Investopedia
The Points Guy
Condé Nast Traveler|Conde Nast Traveler
Travel + Leisure
Lonely Planet
Serious Eats
Food & Wine
Bon Appétit|Bon Appetit
Epicurious
America's Test Kitchen|America’s Test Kitchen
The Spruce
The Spruce Pets
Healthline
WebMD
Verywell Health
Verywell Fit
Gear Patrol
Treeline Review
Switchback Travel
Dog Food Advisor
PetMD
# running, hiking & trail shoes and insoles
Icebug
NNormal
VJ Shoes|VJ Sport
~Scott Running
Currex|CURREX
Spenco
~Powerstep|PowerStep
Tread Labs
Protalus
~FootBalance
~Sole|SOLE Insoles
~JackRabbit|JackRabbit Running
~Runners Need
SportsShoes.com|Sportsshoes
~Running Room
Holabird Sports
# boots, sandals & slippers
Twisted X
~Corral|Corral Boots
~Dan Post|Dan Post Boots
~Old Gringo
~Tony Lama
~Nocona|Nocona Boots
~Durango|Durango Boots
~Anderson Bean
~Rios of Mercedes
~Boulet
~Lane Boots
~Cat Footwear|Caterpillar Footwear
~White's Boots
~Nicks Boots|Nick's Boots
Viberg
~Luna Sandals
~Bedrock Sandals
FitFlop|Fitflop
~Ancient Greek Sandals
Freewaters
Cobian
Flojos
Hari Mari
Quoddy
~Haflinger
Isotoner
~Muk Luks
Baabuk
Ryka
Sseko|Sseko Designs
Vessi
~Carolina Boots
~Astral|Astral Footwear|Astral Designs
# athletic, golf & outdoor apparel
tasc Performance|TASC Performance
~Public Rec
~Free Fly|Free Fly Apparel
~Ibex|Ibex Outdoor Clothing
Minus33
~Duckworth
AFTCO
~Magellan Outdoors
Howler Brothers|Howler Bros
~Peter Millar
~Greyson|Greyson Clothiers
TravisMathew|Travis Mathew
G/Fore|G/FORE|GFore
Linksoul
johnnie-O|Johnnie-O
~Holderness & Bourne
~Bad Birdie
Malbon Golf
~Galvin Green
~J.Lindeberg|J. Lindeberg
Mizzen+Main|Mizzen and Main
~Fairway & Greene
~Dunning Golf
~Zero Restriction
~Straight Down
Rhoback
~Antigua Apparel
~Cutter & Buck
~Tommy Bahama
Kjus|KJUS
Lolë|Lole
~Halfdays
~Year of Ours
~Sunday Red
2XU
Sportful
~Gore Wear|GOREWEAR
~Le Col
MAAP
Velocio
Pas Normal Studios
~Santini
~Troy Lee Designs|TLD
7mesh|7mesh Industries
~Birddogs
Filson
~Woolrich
~Pendleton
~Western Rise
Bluffworks
~Reigning Champ
~Free Country
~32 Degrees|32 Degrees Heat
~Hot Chillys
~Title Nine
~Feathered Friends
~Western Mountaineering
~Mountain Equipment
~Paramo
Schöffel|Schoffel
Zyia Active|ZYIA
Buffbunny
Gymreapers
~Born Primitive
Ryderwear
~Spiritual Gangster
Vooray
Colorfulkoala
Ododos
IUGA
Bergans
66°North|66 North
Jöttnar|Jottnar
~Kathmandu
Macpac
Karrimor
~Trespass
# ski & snow wear and gear
Flylow|Flylow Gear
Arctix
686|686 Apparel|686 Technical Apparel
Free Soldier
~Perfect Moment
Goldbergh
Fusalp
Dalbello
~Armada|Armada Skis
~Line Skis|LINE Skis
~Faction|Faction Skis
DPS Skis
Icelantic
~Moment Skis
Lib Tech
GNU Snowboards
~Jones Snowboards
~Never Summer
~Ride Snowboards
~Capita|CAPiTA
~Arbor Snowboards
~Rome Snowboards|Rome SDS
~Union Binding|Union Bindings
Airblaster
Trew Gear|TREW
~Strafe|Strafe Outerwear
Orage
Wantdo
GSOU SNOW|Gsou Snow
~Kombi
Hestra
Give'r
Gordini
~Marker|Marker Bindings
~Look Bindings
Tyrolia
Leki|LEKI
Swix
~Kari Traa
~Phenix|Phenix Ski Wear
~Peak Performance
~Dope Snow
Ridestore
~Mons Royale
~Ski Butlers
Stöckli|Stockli
Kästle|Kastle
4FRNT
~Spy Optic
~Dragon Alliance|Dragon Optics
~Zeal Optics
Bollé|Bolle
Reima
Wedze
~Ikon Pass
~Epic Pass
# swimwear brands & retailers
~Everything But Water|EBW
~Swimsuits For All|SwimsuitsForAll
La Blanca
~Jolyn|JOLYN
Dolfin|Dolfin Swimwear
Miraclesuit
~Magicsuit
Gottex
~Trina Turk
Kulani Kinis
Triangl
~Solid & Striped
~Vitamin A|Vitamin A Swim
L*Space|LSpace
~Beach Riot
Hunza G
~Faithfull|Faithfull the Brand
Montce|Montce Swim
~Bond-Eye|Bond Eye
Baiia
Birdwell
~Anne Cole
~Becca|Becca Swim
Maaji
Agua Bendita
~Mara Hoffman
~Lenny Niemeyer
Eres
~Heidi Klein
~Panache
~Freya
~Fantasie
~Bravissimo
SwimOutlet|SwimOutlet.com
~Swimsuits Direct
~Swim Spot
~Bikini Village
~Sunsets Swimwear
~Nani Swimwear
~Carve Designs
~Lime Ricki|LimeRicki
~Kortni Jeane
Hapari
Mott 50|Mott50
Coolibar
UV Skinz
Jantzen
~Catalina Swimwear
Funkita
~Funky Trunks
~Kiefer Swim
~Simply Swim
~Pour Moi
~Figleaves
Bloomchic|BloomChic
Eloquii
~Torrid
~Lane Bryant
Fullbeauty|FullBeauty Brands
Roaman's|Roamans
~Woman Within
Kiyonna
Matteau
~Swim 'n Sport|Swim N Sport
# western wear
Kimes Ranch
~Double D Ranch|Double D Ranchwear|=Double D Ranch Wear
~Cinch|CINCH Jeans
~Rock & Roll Cowboy|Rock and Roll Cowgirl|Rock & Roll Denim
~Panhandle Slim
~Stetson
Resistol
~Cruel Girl|Cruel Denim
~Roper|Roper Apparel
Sheplers
Cavender's|Cavenders
~Murdoch's|Murdoch's Ranch & Home Supply
Drysdales
~Pinto Ranch
~Langston's
~Tasha Polizzi
Ranch Dress'n|Ranch Dressn
~Scully|Scully Leather
~Hooey|HOOEY
~Rod's Western Palace
~Cowtown Boots
Hyer Boots
~Laredo Boots
~Montana Silversmiths
~American Hat Company|American Hat Co.
~Charlie 1 Horse
~Ely Cattleman
~Miss Me|Miss Me Jeans
~Schaefer Outfitter
STS Ranchwear
~Powder River Outfitters
~Cowgirl Tuff
~Bullhide|Bullhide Hats
~Tin Haul
~Lucky Brand
# indian fashion, ethnic wear & e-commerce
Reliance Trends
Blackberrys
~Park Avenue
ColorPlus
Okhai
~Kalyan Silks
Pothys
Indya|House of Indya
Lashkaraa
Utsav Fashion
Koskii
Suta
Vastramay
Tasva
~Meena Bazaar
Neeru's|Neerus
~Mochi|Mochi Footwear
Inc.5
Khadim's|Khadims
~Paragon Footwear
~Red Chief
FreshToHome
~Country Delight
Milkbasket
ShopClues
Udaan
WoodenStreet|Wooden Street
SleepyCat
~The Sleep Company
LimeRoad|Limeroad
Koovs
~Enamor
~Mufti
~Killer Jeans
~Being Human
~Tarun Tahiliani
~Shantanu & Nikhil
~House of Pataudi
~Jaipur Kurti
~Sangria
Janasya
Varanga
Mirraw
Craftsvilla
Peachmode
~Minimalist|Be Minimalist
The Derma Co
Powerlook
~The Bear House
Campus Sutra
~Nicobar
Siyaram's|Siyaram
Aachho
Sojanya
Poorvika
Sangeetha Mobiles
~Hopscotch
Petsworld|PetsWorld
~Just Dogs
Dogsee Chew
~Kennel Kitchen
Purepet
~Meat Up
Chappi
~Captain Zack
~Wiggles
Henlo
~Vivaldis
Gnawlers
JerHigh
~Goofy Tails
~Sara's Wholesome Food|Sara's Treats
~Bark Out Loud
DogSpot|Dogspot
SmartHeart
Choostix
# dog & cat food, treats, toys & pet retail
Pro Pac|Pro Pac Ultimates
Sportmix
Inukshuk
Annamaet
Tuffy's Pet Foods
~Redbarn|Redbarn Pet Products
Bil-Jac
~Old Mother Hubbard
Maev
~Raised Right
Caru|Caru Pet Food
~I and Love and You|I&Love&You
~Stewart|Stewart Pet Treats
PureBites
Fruitables
~Cloud Star
Bocce's Bakery
~Plato|Plato Pet Treats
~Earth Animal
~Nudges
~Milo's Kitchen
~Jack&Pup|Jack and Pup
Pawstruck
~Best Bully Sticks
~Natural Farm
~Blue Dog Bakery
~Ark Naturals
~Himalayan Dog Chew
Multipet
ZippyPaws
~Tuffy|Tuffy Dog Toys
GoDog
P.L.A.Y.|PLAY Pet Lifestyle and You
~Fluff & Tuff
~Planet Dog
Goughnuts
Yeowww!|Yeowww
SmartyKat
Petlinks
~Cat Dancer
~Da Bird
~Ethical Pet|SPOT Ethical Pet
~Crave|Crave Pet Food
Sojos
~Northwest Naturals
~Steve's Real Food
~Answers Pet Food
~Smallbatch|Small Batch Pets
~Darwin's|Darwin's Natural Pet Products
~Tucker's Raw Frozen
~We Feed Raw
Kabo
~Young Again
Bully Max
~Badlands Ranch
~Castor & Pollux
Dogswell
~Gentle Giants
Starmark
~Snuggle Puppy
sWheat Scoop
~Scoop Away
~Sustainably Yours
~Pet Supermarket
1-800-PetMeds|PetMeds
PetFlow
~Pet Food Express
~Mud Bay
~Global Pet Foods
~Hollywood Feed
EarthWise Pet
~Woof Gang Bakery
~Only Natural Pet
~Entirely Pets
PetCareRx
Allivet
~Rural King
Orscheln|Orscheln Farm & Home
Atwoods|Atwoods Ranch & Home
~Big R|Big R Stores
~Fleet Farm|Mills Fleet Farm
~Blain's Farm & Fleet|Farm & Fleet
Bomgaars
Theisen's
~Coastal Farm & Ranch
~Cal Ranch
PetPlace
# password managers & security tools
~Strongbox
Vaultwarden
Psono
LogMeOnce
~Password Boss
KeeWeb
MacPass
Aegis Authenticator
2FAS
Ente Auth
Nitrokey
OnlyKey
~Have I Been Pwned|HIBP
SimpleLogin
addy.io|AnonAddy
Threema
VeraCrypt
Cryptomator
Tresorit
~Little Snitch
~Objective-See
GlassWire
~Pi-hole
AdGuard
NextDNS
uBlock Origin
~Privacy Badger
Ghostery
Intego
ClamAV
TotalAV|Total AV
Clario
MacKeeper
CleanMyMac
Heimdal Security
Passwork
NordLocker
NordLayer
JumpCloud
OneLogin
~Doppler
Infisical
Delinea
BeyondTrust
Authentik
Twingate
~Perimeter 81
NetBird
Headscale
Privacy.com
FreeOTP
# ai observability, ai visibility, ai marketing & ai coding tools
Humanloop
~Braintrust|Braintrust Data
~Galileo|Galileo AI
HoneyHive
Portkey|Portkey AI
Traceloop|OpenLLMetry
Lunary
Opik|Comet Opik
PromptLayer
Parea AI
Confident AI|DeepEval
~Ragas
WhyLabs
~Fiddler AI
~Arthur AI
Patronus AI
Agenta
~Literal AI
~Logfire|Pydantic Logfire
OpenLIT
~Evidently AI
TruLens
Promptfoo
Athina AI
~Keywords AI
LangWatch
AgentOps
~Maxim AI
Neptune.ai
ClearML
Rankscale
~Bluefish AI
LLMrefs
Knowatoa
~ZipTie|ZipTie.dev
AirOps
Promptwatch
Trakkr
Authoritas
~Nightwatch
Siteimprove
Scalenut
~Outranking
~Koala AI|KoalaWriter
~Byword|Byword AI
Persado
Phrasee
Albert.ai|Albert AI
Madgicx
AdCreative.ai|AdCreative
Smartly.io
~Lately AI
Ocoya
Predis.ai|Predis
~Lavender|Lavender AI
Regie.ai
~Mutiny
SEO.ai
Vidyo.ai|quso.ai
~Simplified
Oncrawl
ContentKing
~Typeface
~Copysmith
Lumen5
Taplio
~Tweet Hunter
Hypefury
FeedHive
Roo Code
~Kilo Code
Continue.dev
Supermaven
~Pieces for Developers
Greptile
~Graphite|Graphite.dev
OpenHands|OpenDevin|All Hands AI
~Goose|Block Goose
~Tabby|TabbyML
Refact.ai
~Blackbox AI
OpenCode
~Void Editor
PearAI
Bito|Bito AI
~Codegen
~Tempo Labs
Base44
Rork
Zencoder
Sourcery
DeepSource
# cloud & dev platforms
Syncthing
Resilio|Resilio Sync
Backblaze|Backblaze B2
iTerm2
Streamlit
Gradio
ngrok
Coolify
Dokku
Portainer
Proxmox|Proxmox VE
TrueNAS
Unraid
Plex
Jellyfin
Emby
Icedrive
Koofr
Filen
Internxt
~Carbonite
Acronis|Acronis True Image
FreeFileSync
rclone
Duplicati
Arq Backup
GoodSync
SyncBack
# startup accelerators, vcs & angel networks
Idealab
Dreamit Ventures|Dreamit|DreamIt
~Pioneer Square Labs|PSL
~Angel Capital Association|ACA
~Gust|Gust.com
~Tech Coast Angels
~Band of Angels
~Golden Seeds
Keiretsu Forum
~New York Angels
~Boston Harbor Angels
~Hyde Park Angels
~Sand Hill Angels
~Houston Angel Network
~Central Texas Angel Network
~Pipeline Angels
Astia
~Alliance of Angels
~Launchpad Venture Group
~Angel Investment Network
Seraf|Seraf Compass
~Harlem Capital
~Backstage Capital
~Female Founders Fund
BBG Ventures
~Forum Ventures
Brinc
Expa
~High Alpha
~Science Inc.
~Rocket Internet
~Human Ventures
~Obvious Ventures
~Boost VC
MuckerLab|Mucker Capital
~Upfront Ventures
~Launch Accelerator
Acceleprise
~Capital Innovators
~The Brandery
~Entrepreneurs Roundtable Accelerator|ERA Accelerator
Prehype
~Galvanize
~Venture for America
~JumpStart Inc.
~Ben Franklin Technology Partners
~Flashpoint|Flashpoint Georgia Tech
ATDC|Advanced Technology Development Center
~1871|1871 Chicago
AI2 Incubator
~Lerer Hippeau
~Primary Venture Partners|Primary VC
~Haystack|Haystack VC
Susa Ventures
~Uncork Capital
K9 Ventures
~Kindred Ventures
~Abstract Ventures
Lowercarbon Capital
~Contrary|Contrary Capital
~Dorm Room Fund
~Rough Draft Ventures
~Weekend Fund
~Alumni Ventures
OurCrowd
SeedInvest
Netcapital
Mainvest
~Fundable
MicroVentures
EquityZen
~Forge Global
eFounders|Hexa
~Wilbur Labs
~Redesign Health
~Flagship Pioneering
~Madrona Venture Labs
~Foundry Group
~Founders Network
~Robin Hood Ventures
~Golden Triangle Angel Network
~Cambridge Angels
~UK Business Angels Association|UKBAA
EBAN|European Business Angel Network
~Mumbai Angels
~Chennai Angels
~Venture Catalysts|VCats
~Inflection Point Ventures
~Lead Angels
100X.VC
~Titan Capital
~Better Capital
Kae Capital
Chiratae Ventures
~Stellaris Venture Partners
~Lightbox
3one4 Capital
~Prime Venture Partners
~Omidyar Network
T-Hub
NASSCOM 10000 Startups
Axilor Ventures
~Venture Highway
SeedLegals
Beauhurst
~Startup Genome
F6S
~Angel Academe
FundersClub
XFund
~Harvard Innovation Labs|Harvard i-lab
~MIT delta v
# startup law firms & legal platforms
~Fenwick|=Fenwick & West|=Fenwick and West
~Orrick|Orrick, Herrington & Sutcliffe|Orrick Herrington & Sutcliffe
~Cooley|Cooley LLP
~Goodwin|Goodwin Procter
~Latham|Latham & Watkins
~Skadden|Skadden, Arps
~Morrison & Foerster|Morrison Foerster|MoFo
~Lowenstein Sandler
~DLA Piper
~Sullivan & Cromwell
~Davis Polk|Davis Polk & Wardwell
~Wachtell Lipton|Wachtell, Lipton, Rosen & Katz
~Baker McKenzie
Dentons
~Hogan Lovells
~White & Case
~Clifford Chance
~A&O Shearman|Allen & Overy
Linklaters
Freshfields|Freshfields Bruckhaus Deringer
~Slaughter and May
~Mintz|Mintz Levin
~Foley & Lardner
~Foley Hoag
~Sidley|Sidley Austin
~Jones Day
~Ropes & Gray
WilmerHale
~Weil Gotshal|Weil, Gotshal & Manges
~Covington & Burling
~Egan Nelson
~Cake Equity
Capbase
~Atrium
~Martindale-Hubbell
Every.io
Lawtrades
~Priori Legal
~Axiom Law
Contractbook
Lexion
~Legalist
Avokaado
~Genie AI
# streaming services, film studios & labels
DirecTV Stream
Freevee|Amazon Freevee
~Crackle
~Fandango at Home|Vudu
MGM+
FloSports
CuriosityStream
Kanopy
Sun NXT
~Viki|Rakuten Viki
Bandcamp
20th Century Studios|20th Century Fox
~Illumination|Illumination Entertainment
Blumhouse|Blumhouse Productions
~Legendary Entertainment|Legendary Pictures
~New Line Cinema
~Focus Features
~Searchlight Pictures|Fox Searchlight
Metro-Goldwyn-Mayer|MGM Studios
Miramax
~Annapurna Pictures
Toho
Aardman|Aardman Animations
~Laika|LAIKA
Skydance|Skydance Media
Amblin Entertainment
~Bad Robot
~Village Roadshow
STXfilms
~Yash Raj Films|YRF
~Dharma Productions
T-Series
~Red Chillies Entertainment
~Eros International
Zee Studios
~Excel Entertainment
Hombale Films
Universal Music Group|UMG
Warner Music Group|WMG
~Atlantic Records
Interscope|Interscope Records
Def Jam|Def Jam Recordings
~Capitol Records
~Republic Records
RCA Records
~Island Records
~Epic Records
~Motown
~Sub Pop
XL Recordings
~Domino Recording Company|Domino Records
~Matador Records
4AD
~Warp Records
~Rough Trade
~Big Machine Records
~Top Dawg Entertainment|TDE
~Magnolia Pictures
IFC Films
~Roadside Attractions
~Bleecker Street
NBCUniversal
~Fox Corporation
~Cartoon Network
Nickelodeon
~Hallmark Channel|Hallmark Movies Now
Frndly TV
Vidgo
Xumo|Xumo Play
Kocowa
HIDIVE|Hidive
# us retailers (sporting goods, outdoor, electronics, department stores)
~Modell's|Modell's Sporting Goods
~Dunham's Sports|Dunham's
~Play It Again Sports
~Steep & Cheap
CampSaver
~Sportsman's Guide
~Public Lands
~Christy Sports
~Gander Outdoors|Gander Mountain
~Field & Stream
PGA Tour Superstore|PGA TOUR Superstore
Golfsmith
~Worldwide Golf Shops
~2nd Swing|2nd Swing Golf
~Fanatics
~Lids
~Champs Sports
~Eastbay
~Tennis Warehouse
Huckberry
~Outdoor Gear Exchange
~Mountain Steals
~Sierra Designs
BrandsMart USA|BrandsMart|BrandSmart USA|BrandSmart
~Fry's Electronics
Abt Electronics|Abt
~P.C. Richard & Son|PC Richard|=PC Richard & Son
~Conn's|Conn's HomePlus
~RC Willey
~Nebraska Furniture Mart|NFM
hhgregg
Monoprice
~Focus Camera
KEH Camera|KEH
~Samy's Camera
~Lord & Taylor
Boscov's
~Von Maur
Bealls
~Gabe's
~Century 21 Stores
Gordmans
~Stage Stores
~Northern Tool|Northern Tool + Equipment
~West Marine
~Golf Town
~Sporting Life
~Blacks
Snow+Rock|Snow and Rock
~Ellis Brigham
Tactics.com
~Boardriders
Jans.com
~Peter Glenn|Peter Glenn Ski & Sports
~Sun & Ski Sports|Sun & Ski
# consumer electronics (cameras, security cams, projectors, wifi, e-bikes, drones, 3d printers, vr, pianos, guitars)
Foscam
Zosi|ZOSI
Wisenet|Hanwha Vision
~Blue Iris
~Kangaroo Security
Vava|VAVA
Wanbo
~Elite Screens
Vividstorm
Vilo|Vilo Living
Urtopia
Blix|Blix Bikes
~Priority Bicycles
~Serial 1
~Evolve Skateboards
EMAX
iFlight
GEPRC
Sovol
~Artillery 3D
LulzBot
Raise3D
Voron|Voron Design
Phrozen
Markforged
Stratasys
~3D Systems
Varjo
Pimax
Bigscreen Beyond
Viture|VITURE
Rokid
RayNeo
~Artesia
Dexibell
Gretsch
~Jackson Guitars
Schecter
ESP Guitars|ESP LTD
Charvel
Rickenbacker
~Guild Guitars
Suhr
Strandberg
~Cort
~Washburn
Takamine
~Breedlove
~Eastman Guitars
Orangewood
~Kramer
~Dean Guitars
~Godin
~Alvarez
~Ovation
~Cordoba|Córdoba
~Kala|Kala Ukulele
Mesa/Boogie|Mesa Boogie
~Positive Grid
~Fractal Audio|Axe-Fx
Neural DSP
~Kemper
~Fishman
D'Addario
Elektron
~Sequential
Polyend
~Piano Marvel
# small kitchen appliances & cookware
~Rachael Ray Cookware
~Ayesha Curry|Ayesha Curry Home Collection
~Anchor Hocking
~Butterfly|Butterfly Gandhimathi
~Vinod Cookware
~Meyer|Meyer Cookware
~Beautiful|Beautiful by Drew Barrymore|Beautiful by Drew
Kalorik
~Elite Gourmet
~West Bend
~Proctor Silex
~Brentwood Appliances
~Nostalgia Products
Zulay Kitchen
~Mueller Austria
Vremi
Ultrean
~June Oven
Tovala
~Brava
Silit
~Heritage Steel
~Wilton
~USA Pan
Lékué|Lekue
Ozeri
~Paula Deen|Paula Deen Cookware
~The Pioneer Woman|Pioneer Woman
~Martha Stewart Collection
Goodful
Sensarte
Astercook
~Gotham Steel
Granitestone
~Red Copper
~Copper Chef
# mattresses & mattress review sites
~Birch|Birch Living
Amerisleep
Zoma|Zoma Sleep
~Big Fig
GhostBed
Awara
Otty
~Mattress Warehouse
Linenspa
~Sweetnight
~Siena|Siena Sleep
Bedgear
Naturepedic
PlushBeds
~Sleep On Latex
~Spindle|Spindle Mattress
~Chilisleep|Sleepme
BedJet
~Silk & Snow
Novosbed
Endy
~Sleep Foundation
~Sleep Doctor|The Sleep Doctor
~Mattress Nerd
GoodBed
~Mattress Advisor
~The Sleep Judge
~Sleep Advisor
~Tuck|Tuck Sleep
~Slumber Yard|The Slumber Yard
~Sleep Junkie
1-800-Mattress|1800Mattress
~US Mattress
~Sleep Train
~Original Mattress Factory
~Denver Mattress
~Dreams|Dreams Beds
~Bensons for Beds
~Dux|DUX
~Nest Bedding
~Molecule
~Tomorrow Sleep
~Lull
# massage guns & recovery
~Bob and Brad|Bob & Brad
Opove|OPOVE
~TimTam|TimTam Power Massager
Achedaway
Toloco|TOLOCO
Lifepro|LifePro
HoMedics|Homedics
Naipo
Sportneer
Vybe|VYBE
Hydragun
~Chirp|Chirp Wheel
Compex
PowerDot
~Marc Pro
~TriggerPoint|TriggerPoint Performance
Pulseroll
RumbleRoller
Medcursor
Mebak
Zyllion
Snailax
Nekteck
~Comfier
Resteck
~Brookstone
~Sharper Image|The Sharper Image
Osaki|Osaki Massage Chairs
~Kahuna Massage Chair
~Human Touch
Ogawa
# electric toothbrushes & oral care devices
FOREO|Foreo
AquaSonic
~Snow|Snow Teeth Whitening
Bitvae
~Voom Sonic
~Goby
~Suri|Suri toothbrush
~Ordo
Happybrush
Perfora
Caresmith
Zerhunt
Coslus
H2ofloss
Cocofloss
Hismile|HiSmile
~Moon Oral Care
Lumineux
~Reach|Reach toothbrush
~Dr. Fresh
# review sites & publications
~Good On You
~The Strategist|New York Magazine Strategist
BestReviews
~CHOICE|Choice.com.au
~Backpacker|Backpacker Magazine
~Outside|Outside Magazine|Outside Online
GearJunkie
CleverHiker
SectionHiker|Section Hiker
~Believe in the Run|BITR
~Doctors of Running
RunRepeat
~Running Shoes Guru
RoadTrailRun|Road Trail Run
iRunFar
~Trail Runner Magazine|Trail Runner
Solereview
~Women's Running
~Golf Digest
Golf.com|GOLF Magazine
~Golf Monthly
MyGolfSpy
~Today's Golfer
Golfweek
~Ski Magazine|SKI Magazine
~Powder|Powder Magazine
~Skiing Magazine
~Blister|Blister Review
~Real Simple
~Better Homes & Gardens|Better Homes and Gardens|BHG
~Food Network
~Tasting Table
Allrecipes
~Delish
~Bustle
Refinery29
Byrdie
~Who What Wear
~The Cut
~New York Magazine
~Marie Claire
Hypebeast
Highsnobiety
~Complex
~Sole Collector
~Sneaker News
~Nice Kicks
~Fashionista
WWD|Women's Wear Daily
~The Business of Fashion|Business of Fashion|BoF
~Ethical Consumer
~Remake
~Fashion Revolution
WalletHub
CreditCards.com
~The Motley Fool|Motley Fool
~Money|Money.com
Kiplinger
~Upgraded Points
~One Mile at a Time|OMAAT
~Doctor of Credit
~Frequent Miler
~Million Mile Secrets
~View from the Wing
~Money Crashers
MoneyGeek
~Credit Sesame
ValuePenguin
SmartAsset
~The Balance
~Android Police
SlashGear
BGR
How-To Geek
MakeUseOf|MUO
~Lifehacker
Security.org
Cybernews
Safety Detectives|SafetyDetectives
vpnMentor
Comparitech
AV-Test|AV-TEST
AV-Comparatives
~SE Labs
~Privacy Guides
PrivacyTools
Catster
Dogster
~American Kennel Club|AKC
~Whole Dog Journal
~Modern Dog|Modern Dog Magazine
~Cook's Illustrated
Food52
~The Kitchn|Kitchn
~Taste of Home
~Simply Recipes
~Adventure Journal
~Field Mag
~The Trek
~Halfway Anywhere
~Climbing Magazine
~Gripped
~Marathon Handbook
~Canadian Running
SwimSwam
~Swimming World
Electrek
Pinkbike
VeloNews
~Cyclingnews
road.cc
~Global Cycling Network|GCN
DroneDJ
DroneXL
3DPrint.com
Head-Fi
~Audio Science Review|ASR
~Stereophile
UploadVR
~Road to VR
Fstoppers
~Imaging Resource
~Shutterbug
DXOMARK|DxOMark
~Projector Central|ProjectorCentral
AVS Forum|AVSForum
~This Old House
~Apartment Therapy
~Architectural Digest
~Dwell
~House Beautiful
~Bob Vila
~Family Handyman
HGTV
~Search Engine Land
~Search Engine Journal|SEJ
~Search Engine Roundtable
Backlinko
~Marketing Brew
Adweek
~Ad Age|Advertising Age
~Marketing Week
~The Drum
Digiday
~MarTech
~The Information
Axios
~Sifted
~Fast Company
~Entrepreneur Magazine|Entrepreneur.com
Stratechery
~Lenny's Newsletter
~Not Boring
~The Generalist
~Above the Law
Law.com
~The American Lawyer
~Chambers and Partners
~Legal 500|The Legal 500
~Super Lawyers
~Best Lawyers
JustWatch
Reelgood
~Decider
~Rotten Tomatoes
IMDb
Metacritic
Letterboxd
~Variety
~The Hollywood Reporter|THR
~Deadline|Deadline Hollywood
IndieWire
~Collider
~Screen Rant
~Vulture
~Den of Geek
Cats.com
~The Economic Times|Economic Times
Moneycontrol
Livemint
Inc42
YourStory
Entrackr
~The Ken
~Gadgets 360|NDTV Gadgets 360
91mobiles
Smartprix
~Femina
~Grazia
MensXP
POPxo
~Consumer Advocate
~ConsumerAffairs
Sitejabber
Houzz
~Retail Dive
~Modern Retail
~Retail Brew
~Petfood Industry
~Preventive Vet
~Cat Food Advisor
~Canine Journal
~The Good Trade
~Sustainable Jungle
~Verywell Mind
~Everyday Health
~Prevention
~Health.com
~Shape|Shape Magazine
~SELF|Self Magazine
~Well+Good
mindbodygreen|Mindbodygreen
POPSUGAR|PopSugar
HuffPost
BuzzFeed
~Slate
~The Atlantic
# credit cards, banks & airlines
~Petal|Petal Card
~Mission Lane
~Merrick Bank
~Tomo Credit
~X1 Card
~Current|Current bank
Axos|Axos Bank
PenFed|PenFed Credit Union
Alliant Credit Union
IDFC First Bank|IDFC FIRST Bank
~Bank of Baroda
~Punjab National Bank|PNB
~Canara Bank
~Jupiter|Jupiter Money
~Fi Money
~Avelo|Avelo Airlines
~Royal Jordanian
# us mobile carriers & mvnos
~Republic Wireless
H2O Wireless
~Page Plus|Page Plus Cellular
Net10|Net10 Wireless
~Simple Mobile
Twigby
~Hello Mobile
Good2Go|Good2Go Mobile
~Helium Mobile
~Patriot Mobile
~Charity Mobile
~Credo Mobile
~Gen Mobile
~Unreal Mobile
~Affinity Cellular
Q Link Wireless
~Life Wireless
enTouch Wireless
~Optimum Mobile
~Cox Mobile
GigSky
Keepgo
Gunderson Dettmer|Gunderson
`;
