/** Well-known brands as Chinese answers write them, curated from general knowledge (see docs/analysis.md, Lexicon). */
export const CHINESE_BRANDS = `
# 手机
华为|華為|Huawei
~荣耀|榮耀|Honor
~小米|Xiaomi
~红米|紅米|Redmi
~苹果|蘋果|Apple|iPhone
~三星|Samsung
OPPO
vivo
iQOO
~一加|OnePlus
~真我|realme
魅族|Meizu
努比亚|努比亞|nubia
~红魔|紅魔|RedMagic
中兴|中興|ZTE
~联想|聯想|Lenovo
摩托罗拉|摩托羅拉|Motorola
诺基亚|諾基亞|Nokia
索尼|Sony
谷歌|Google
~黑鲨|黑鯊|Black Shark
~传音|傳音|Transsion
TECNO
Infinix
坚果手机|堅果手機|Smartisan
酷派|Coolpad
金立|Gionee
华硕|華碩|ASUS
ROG|玩家国度
~Pixel > Google
鼎桥|TD Tech
朵唯
HTC|宏达电|宏達電
夏普|Sharp
富士通|Fujitsu
京瓷|Kyocera
乐视|樂視|LeTV
# 电脑/平板/配件
戴尔|戴爾|Dell
惠普|HP
宏碁|Acer
微星|MSI
雷蛇|Razer
~外星人|Alienware
ThinkPad > Lenovo
~拯救者
~小新
机械革命|機械革命|MECHREVO
~神舟|Hasee
~雷神|ThundeRobot
七彩虹|Colorful
技嘉|GIGABYTE
华擎|華擎|ASRock
英特尔|英特爾|Intel
AMD|超威半导体
英伟达|輝達|NVIDIA
高通|Qualcomm
联发科|聯發科|MediaTek
紫光展锐|Unisoc
海思|HiSilicon
龙芯|龍芯|Loongson
兆芯|Zhaoxin
~飞腾|Phytium
~鲲鹏|Kunpeng
~昇腾
微软|微軟|Microsoft
~Surface > Microsoft
MacBook
iPad
极摩客|GMKtec
零刻|Beelink
铭凡|MINISFORUM
同方|清华同方|Tongfang
~方正|Founder
~紫光|Unis
希沃|seewo
~步步高|BBK
~读书郎|讀書郎
小度|Xiaodu
科大讯飞|科大訊飛|讯飞|iFLYTEK
作业帮|作業幫
学而思|學而思
掌阅|掌閱|iReader
~文石|BOOX
汉王|漢王|Hanvon
Kindle
闪迪|閃迪|SanDisk
西部数据|西部數據|Western Digital
希捷|Seagate
东芝|東芝|Toshiba
金士顿|金士頓|Kingston
铠侠|鎧俠|Kioxia
致态|致態|ZhiTai
长江存储|長江存儲|YMTC
长鑫存储|CXMT
海康威视|海康威視|Hikvision
光威|Gloway
阿斯加特|Asgard
芝奇|G.SKILL
美商海盗船|海盜船|Corsair
威刚|威剛|ADATA
影驰|影馳|GALAX
索泰|ZOTAC
~蓝宝石|藍寶石|Sapphire
撼讯|PowerColor
铭瑄|銘瑄|MAXSUN
映众|映眾|Inno3D
耕升|GAINWARD
罗技|羅技|Logitech
雷柏|Rapoo
达尔优|達爾優|Dareu
~黑爵|AJAZZ
~狼蛛|Aula
~樱桃|櫻桃|Cherry
杜伽|Durgod
阿米洛|Varmilo
Keychron
ikbc
~前行者
~腹灵
VGN
迈从|MCHOSE
卓威|ZOWIE
赛睿|賽睿|SteelSeries
冰豹|ROCCAT
HyperX
~漫步者|Edifier
绿联|綠聯|UGREEN
倍思|Baseus
安克|Anker
~公牛|BULL
品胜|品勝|PISEN
~紫米|ZMI
酷态科|CUKTECH
罗马仕|羅馬仕|ROMOSS
飞利浦|飛利浦|Philips
麦多多|Mcdodo
毕亚兹|BIAZE
摩米士|MOMAX
贝尔金|Belkin
~爱国者|愛國者|aigo
飚王|SSK
奥睿科|ORICO
优越者|Unitek
山泽|SAMZHE
~秋叶原|CHOSEAL
TP-LINK|普联|普聯
~水星
~迅捷
腾达|騰達|Tenda
华三|新华三|H3C
锐捷|銳捷|Ruijie
网件|網件|NETGEAR
领势|Linksys
D-Link|友讯
思科|Cisco
爱普生|愛普生|Epson
佳能|Canon
~兄弟
奔图|奔圖|Pantum
理光|Ricoh
施乐|Xerox
富士胶片|富士膠片|Fujifilm
柯尼卡美能达|Konica Minolta
利盟|Lexmark
~得力|deli
~晨光|M&G
~齐心|Comix
汉印|HPRT
明基|BenQ
AOC
优派|ViewSonic
泰坦军团|Titan Army
KTC
HKC|惠科
~雷鸟|FFALCON
京东方|BOE
TCL华星|华星光电
酷冷至尊|Cooler Master
九州风神|DeepCool
~利民|Thermalright
乔思伯|JONSBO
先马|SAMA
航嘉|Huntkey
~振华|Super Flower
海韵|Seasonic
安钛克|Antec
追风者|Phanteks
联力|Lian Li
恩杰|NZXT
# 耳机音箱
Bose
森海塞尔|Sennheiser
拜雅|拜亞動力|Beyerdynamic
~铁三角|鐵三角|Audio-Technica
AKG
JBL
哈曼卡顿|哈曼卡頓|Harman Kardon
B&O|Bang & Olufsen
~Beats
AirPods
QCY
万魔|萬魔|1MORE
韶音|Shokz
南卡|NANK
FIIL|斐耳
声阔|聲闊|Soundcore
~天龙|天龍|Denon
马兰士|馬蘭士|Marantz
雅马哈|雅馬哈|Yamaha
惠威|HiVi
三诺|Sanon
飞傲|飛傲|FiiO
水月雨|Moondrop
山灵|山靈|Shanling
海贝|HiBy
Sonos
马歇尔|Marshall
天猫精灵|天貓精靈|TmallGenie
小爱同学|小愛同學|小爱音箱
~创新科技|創新科技|Creative
捷波朗|Jabra
缤特力|Plantronics
~小鸟音响|Libratone
~Nothing
~泥炭|SoundPEATS
# 电视/投影
TCL
海信|Hisense
创维|創維|Skyworth
长虹|長虹|Changhong
康佳|Konka
酷开|Coocaa
Vidda
~风行|Funshion
微鲸|Whaley
极米|極米|XGIMI
当贝|當貝|Dangbei
坚果投影|堅果投影|JMGO
峰米|Formovie
# 相机/影像/无人机
尼康|Nikon
~富士|Fuji
松下|Panasonic
徕卡|徠卡|Leica
哈苏|哈蘇|Hasselblad
奥林巴斯|奧林巴斯|Olympus
宾得|賓得|Pentax
适马|適馬|Sigma
腾龙|騰龍|Tamron
唯卓仕|Viltrox
永诺|永諾|Yongnuo
~老蛙|Laowa
~七工匠|7Artisans
蔡司|Zeiss
GoPro
大疆|DJI
影石|Insta360
道通智能|Autel
~小蚁|YI
~萤石|螢石|EZVIZ
乐橙|樂橙|Imou
~智云|智雲|Zhiyun
飞宇|Feiyu
~神牛|Godox
爱图仕|Aputure
斯莫格|SmallRig
百诺|Benro
思锐|Sirui
捷信|Gitzo
曼富图|Manfrotto
柯达|柯達|Kodak
宝丽来|寶麗來|Polaroid
instax|富士拍立得
# 智能家居/扫地机器人
~石头|石頭|Roborock
科沃斯|Ecovacs
追觅|追覓|Dreame
云鲸|雲鯨|Narwal
米家|Mijia
戴森|Dyson
iRobot|艾罗伯特
添可|Tineco
~必胜|必勝|Bissell
莱克|萊克|LEXY
~小狗|小狗电器|Puppy
德尔玛|Deerma
睿米|Roidmi
由利|Uoni
~360|奇虎360
绿米|綠米|Aqara
欧瑞博|Orvibo
涂鸦智能|Tuya
德施曼|Dessmann
凯迪仕|Kaadas
鹿客|Lockin
~耶鲁|Yale
云米|雲米|Viomi
# 空调/冰箱/洗衣机/大家电
~美的|Midea
格力|Gree
海尔|海爾|Haier
卡萨帝|Casarte
~统帅
奥克斯|奧克斯|AUX
志高|Chigo
科龙|科龍|Kelon
华凌|華凌|Wahin
~小天鹅|小天鵝|LittleSwan
容声|容聲|Ronshen
美菱|Meiling
新飞|新飛|Frestec
澳柯玛|澳柯瑪|Aucma
~博世|Bosch
西门子|西門子|Siemens
伊莱克斯|伊萊克斯|Electrolux
惠而浦|Whirlpool
三菱电机|三菱電機|Mitsubishi Electric
~大金|Daikin
日立|Hitachi
三洋|Sanyo
约克|York
开利|Carrier
特灵|Trane
麦克维尔|McQuay
COLMO
东芝家电|Toshiba Lifestyle
~小吉|MINIJ
美诺|美諾|Miele
利勃海尔|Liebherr
卡迪|Candy
倍科|Beko
通用电气|GE
斐雪派克|Fisher & Paykel
AEG
# 厨电/热水器
~老板|老闆|Robam
方太|Fotile
华帝|華帝|Vatti
万和|萬和|Vanward
~万家乐|萬家樂|Macro
A.O.史密斯|AO史密斯|A.O. Smith
~能率|Noritz
~林内|林內|Rinnai
~樱花|櫻花|Sakura
阿里斯顿|阿里斯頓|Ariston
帅康|帥康|Sacon
~火星人|Marssenger
亿田|億田|Entive
森歌|Sengor
~美大|Meida
帅丰|Sanfer
~德普|Depu
~欧派|歐派|Oppein
苏泊尔|蘇泊爾|Supor
九阳|九陽|Joyoung
~小熊|小熊电器
摩飞|摩飛|Morphy Richards
北鼎|Buydeem
东菱|東菱|Donlim
柏翠|Petrus
长帝|長帝|Changdi
海氏|Hauswirt
德龙|德龍|De'Longhi
凯伍德|Kenwood
博朗|Braun
~虎牌
象印|Zojirushi
膳魔师|膳魔師|Thermos
双立人|雙立人|Zwilling
WMF|福腾宝
菲仕乐|菲仕樂|Fissler
爱仕达|愛仕達|ASD
炊大皇
~康宁|Corning
乐扣乐扣|樂扣樂扣|LocknLock
特福|Tefal
~酷彩|Le Creuset
珐宝|Staub
~张小泉|張小泉
十八子作|十八子
~王麻子
惠人|Hurom
小米有品
# 生活电器/个护电器/净水
徕芬|徠芬|Laifen
飞科|飛科|FLYCO
~奔腾|奔騰|POVOS
~超人|SID
~舒适|舒適|Schick
吉列|Gillette
素士|Soocas
映趣|ENCHEN
欧乐B|歐樂B|Oral-B
usmile|笑容加
洁碧|潔碧|Waterpik
沁园|沁園|Qinyuan
安吉尔|安吉爾
碧然德|Brita
3M
滨特尔|Pentair
怡口|Ecowater
开能|Canature
佳尼特|CHANITEX
霍尼韦尔|霍尼韋爾|Honeywell
IQAir
布鲁雅尔|Blueair
亚都|亞都
艾美特|Airmate
~先锋|先鋒|Singfun
德业|Deye
雷瓦|Riwa
康夫|Kangfu
倍轻松|倍輕鬆|Breo
SKG
奥佳华|奧佳華|Easepal
傲胜|傲勝|OSIM
荣泰|榮泰|Rotai
~稻田|Inada
欧姆龙|歐姆龍|Omron
鱼跃|魚躍|Yuwell
九安|iHealth
可孚|Cofoe
乐心|Lifesense
云康宝
# 家具/床垫/家纺/家居
宜家|IKEA
~顾家|顧家|顧家家居|KUKA
芝华仕|芝華仕|CHEERS
林氏家居|林氏木业
~全友|全友家居
红星美凯龙|紅星美凱龍
居然之家
~索菲亚|索菲亞|Sofia
尚品宅配
好莱客|Holike
志邦|志邦家居
金牌厨柜|金牌橱柜
~我乐|我樂|Olo
曲美|曲美家居
~喜临门|喜臨門|Sleemon
慕思|DeRUCCI
梦百合|夢百合|MLILY
穗宝|穗寶
舒达|舒達|Serta
丝涟|絲漣|Sealy
席梦思|席夢思|Simmons
金可儿|金可兒|King Koil
雅兰|雅蘭|Airland
~晚安家居
8H
~大自然|大自然家居
罗莱|羅萊|LUOLAI
富安娜|Fuanna
水星家纺|水星家紡
梦洁|夢潔|Mendale
博洋|博洋家纺
多喜爱|多喜愛
无印良品|無印良品|MUJI
网易严选|網易嚴選
名创优品|名創優品|MINISO
源氏木语|源氏木語
优梵艺术|優梵藝術
左右沙发|左右家私
联邦家私|聯邦家私
美克美家
~掌上明珠
华日家居
双叶家具
~南极人|南極人|Nanjiren
恒源祥|恆源祥
洁丽雅|潔麗雅
金号|金號
孚日
三利
~亚光|亞光
大朴|Dapu
全棉时代|全棉時代|PurCotton
太力|Taili
天堂伞|天堂傘
蕉下|Beneunder
Ulike
~茶花|茶花家居
禧天龙|禧天龍|Citylong
乐美雅|Luminarc
# 家装建材/卫浴/五金/照明
~东鹏|東鵬|Dongpeng
~马可波罗|馬可波羅|Marco Polo
~诺贝尔|諾貝爾|Nabel
~蒙娜丽莎|蒙娜麗莎|Monalisa
冠珠
欧神诺|歐神諾
新明珠
金意陶
简一|簡一
宏宇
萨米特
九牧|JOMOO
~箭牌|ARROW
恒洁|恆潔|HEGII
惠达|惠達|HUIDA
法恩莎|FAENZA
科勒|Kohler
TOTO
汉斯格雅|漢斯格雅|Hansgrohe
高仪|高儀|Grohe
美标|美標|American Standard
杜拉维特|Duravit
唯宝|唯寶|Villeroy & Boch
乐家|Roca
摩恩|Moen
浪鲸
安华|Annwa
四季沐歌|Micoe
~辉煌
帝王洁具
德立
朗斯
圣象|聖象|Power Dekor
德尔地板
菲林格尔
贝尔地板
久盛地板
生活家地板
安信地板
肯帝亚
~莫干山
~兔宝宝
千年舟
大王椰
~三棵树|SKSHU
立邦|Nippon Paint
多乐士|Dulux
嘉宝莉|Carpoly
华润漆|華潤漆
芬琳|Tikkurila
本杰明摩尔|Benjamin Moore
~紫荆花
北新建材
~龙牌
可耐福|Knauf
~泰山石膏
伟星|偉星
联塑|聯塑
公元管道
日丰|日豐
金牛管业
中财管道
东方雨虹|東方雨虹
~德高|Davco
西卡|Sika
科顺
雷士|雷士照明|NVC
欧普|歐普|OPPLE
三雄极光|三雄·极光
~佛山照明|FSL
~阳光照明
飞利浦照明|昕诺飞|Signify
欧司朗|歐司朗|OSRAM
孩视宝
~好视力
正泰|CHINT
德力西|Delixi
施耐德|Schneider
~西蒙|Simon
罗格朗|Legrand
松本电工
~鸿雁|鴻雁
TCL电工
飞雕|飛雕
奇胜|Clipsal
ABB
东成|東成|Dongcheng
大艺|大藝
威克士|WORX
牧田|Makita
得伟|得偉|DeWalt
史丹利|Stanley
世达|世達|SATA
~长城精工
宝工|Pro'sKit
~绿林|Greenery
捷科|Jetech
固特|GUTE
雅洁|雅潔|Archie
顶固|頂固
汇泰龙|匯泰龍
百隆|Blum
海蒂诗|Hettich
格拉斯|Grass
悍高|Higold
# 汽车/新能源车
比亚迪|比亞迪|BYD
~理想|理想汽车|Li Auto
蔚来|蔚來|NIO
小鹏|小鵬|小鹏汽车|XPeng
问界|問界|AITO
极氪|極氪|ZEEKR
零跑|零跑汽车|Leapmotor
小米汽车|小米SU7
特斯拉|Tesla
~哪吒|哪吒汽车|NETA
埃安|AION
昊铂|Hyptec
岚图|嵐圖|VOYAH
~深蓝|深藍|深蓝汽车|Deepal
阿维塔|阿維塔|Avatr
~长安|長安|长安汽车|Changan
启源|啟源
~长城|長城|长城汽车|Great Wall
哈弗|Haval
魏牌|WEY
~坦克|TANK
~欧拉|歐拉|ORA
~吉利|Geely
领克|領克|Lynk & Co
~银河|銀河|吉利银河
~几何|幾何|Geometry
极越|極越|JIYUE
路特斯|Lotus
~smart
奇瑞|Chery
~星途|EXEED
捷途|Jetour
iCAR
智界|Luxeed
享界
尊界
傲界
~极狐|極狐|ARCFOX
北汽|北京汽车|BAIC
智己|IM Motors
~飞凡|飛凡|Rising Auto
上汽|SAIC
荣威|榮威|Roewe
名爵|MG
五菱|Wuling
宝骏|寶駿|Baojun
~大通|Maxus
广汽|廣汽|GAC
传祺|傳祺|Trumpchi
~东风|東風|Dongfeng
~猛士|M-Hero
奕派|eπ
~风神|風神
东风风行
~红旗|紅旗|Hongqi
一汽|FAW
奔腾汽车|Bestune
~解放|FAW Jiefang
方程豹|FCB
~仰望|Yangwang
腾势|騰勢|Denza
~乐道|樂道|ONVO
~萤火虫
极石|極石|Rox
~江淮|JAC
思皓
钇为
凯翼
~海马|海馬|Haima
众泰|眾泰|Zotye
力帆|Lifan
东南汽车
江铃|江鈴|JMC
~福田|Foton
重汽|中国重汽|Sinotruk
陕汽|陝汽|Shacman
宇通|Yutong
~金龙|金龍|King Long
~远程|遠程
~大众|大眾|Volkswagen|VW
丰田|豐田|Toyota
本田|Honda
~日产|日產|Nissan
马自达|馬自達|Mazda
~三菱|Mitsubishi
斯巴鲁|速霸陸|Subaru
铃木|鈴木|Suzuki
雷克萨斯|凌志|Lexus
英菲尼迪|Infiniti
~讴歌|謳歌|Acura
~现代|現代|Hyundai
起亚|起亞|Kia
捷尼赛思
~奔驰|賓士|平治|梅赛德斯-奔驰|Mercedes-Benz
~宝马|寶馬|BMW
奥迪|奧迪|Audi
保时捷|保時捷|Porsche
迈巴赫|Maybach
~MINI
路虎|Land Rover
揽胜|攬勝|Range Rover
捷豹|Jaguar
沃尔沃|Volvo
~极星|Polestar
福特|Ford
~林肯|Lincoln
雪佛兰|雪佛蘭|Chevrolet
别克|別克|Buick
凯迪拉克|凱迪拉克|Cadillac
Jeep|吉普
道奇|Dodge
克莱斯勒|Chrysler
~标致|標致|Peugeot
雪铁龙|雪鐵龍|Citroën|Citroen
~DS
雷诺|雷諾|Renault
斯柯达|斯柯達|Skoda
菲亚特|飛雅特|Fiat
阿尔法·罗密欧|Alfa Romeo
玛莎拉蒂|瑪莎拉蒂|Maserati
法拉利|Ferrari
兰博基尼|藍寶堅尼|Lamborghini
劳斯莱斯|勞斯萊斯|Rolls-Royce
宾利|賓利|Bentley
阿斯顿·马丁|阿斯頓馬丁|Aston Martin
迈凯伦|麥拉倫|McLaren
布加迪|Bugatti
Rivian
~Lucid
# 两轮电动车/自行车/出行
雅迪|Yadea
爱玛|愛瑪|Aima
台铃|台鈴|Tailg
~新日|Sunra
绿源|綠源|Luyuan
~小刀|小刀电动车
~立马|立馬
~九号|九號|Ninebot|Segway-Ninebot
~小牛|小牛电动|NIU
五星钻豹
~哈啰|哈囉|哈啰出行
绿佳
~金箭
新大洲本田
豪爵|Haojue
~春风|CFMOTO
~无极|VOGE
~钱江|QJMOTOR
宗申|Zongshen
隆鑫|Loncin
杜卡迪|Ducati
哈雷|哈雷戴维森|Harley-Davidson
~凯旋
KTM
川崎|Kawasaki
捷安特|Giant
美利达|Merida
喜德盛|XDS
~凤凰|鳳凰
~永久
~飞鸽|飛鴿|Flying Pigeon
~闪电
崔克|Trek
Brompton|小布
~大行|Dahon
迪卡侬|迪卡儂|Decathlon
# 运动/户外
耐克|Nike
阿迪达斯|愛迪達|Adidas
彪马|彪馬|Puma
安踏|Anta
李宁|李寧|Li-Ning
特步|Xtep
匹克
~361度|361°
鸿星尔克|鴻星爾克|ERKE
乔丹体育|喬丹體育
贵人鸟|貴人鳥
~回力
~飞跃|飛躍|Feiyue
~双星|雙星|Double Star
新百伦|新百倫|New Balance|NB
亚瑟士|亞瑟士|ASICS
索康尼|Saucony
~布鲁克斯|Brooks
HOKA
昂跑|On Running
锐步|銳步|Reebok
匡威|Converse
万斯|萬斯|Vans
斐乐|斐樂|FILA
安德玛|安德瑪|Under Armour
露露乐蒙|Lululemon
迪桑特|Descente
可隆|Kolon Sport
威尔胜|Wilson
斯伯丁|Spalding
尤尼克斯|Yonex
~胜利|勝利|Victor|威克多
红双喜|紅雙喜|DHS
~蝴蝶
斯帝卡|Stiga
迪亚多纳|Diadora
乐途|Lotto
茵宝|Umbro
美津浓|美津濃|Mizuno
~始祖鸟|始祖鳥|Arc'teryx
~北面|The North Face|TNF|乐斯菲斯
~哥伦比亚|Columbia
凯乐石|凱樂石|Kailas
~探路者|Toread
~骆驼|駱駝
伯希和|Pelliot
牧高笛|Mobi Garden
挪客|Naturehike
火枫|Fire-Maple
~黑冰|Blackice
奥索卡|Ozark
巴塔哥尼亚|Patagonia
~猛犸象|Mammut
萨洛蒙|薩洛蒙|Salomon
~狼爪|Jack Wolfskin
~Keep
~咕咚|Codoon
佳明|Garmin
高驰|高馳|COROS
颂拓|頌拓|Suunto
华米|Amazfit|跃我
舒华|舒華|SHUA
乔山|喬山|Johnson
麦瑞克|Merach
亿健|億健|YIJIAN
# 服装/鞋/快时尚
优衣库|優衣庫|UNIQLO
ZARA|飒拉
H&M
GAP
C&A
森马|森馬|Semir
~巴拉巴拉|Balabala
美特斯邦威|美特斯·邦威|Metersbonwe
以纯|以純|Yishion
真维斯|真維斯|Jeanswest
班尼路|Baleno
佐丹奴|Giordano
太平鸟|太平鳥|PEACEBIRD
拉夏贝尔|La Chapelle
~江南布衣|JNBY
UR|Urban Revivo
MO&Co.|摩安珂
ICICLE|之禾
~例外
海澜之家|海瀾之家|HLA
雅戈尔|雅戈爾|Youngor
~七匹狼|Septwolves
九牧王|JOEONE
利郎|Lilang
劲霸|勁霸|K-Boxing
报喜鸟|報喜鳥
~红豆|紅豆|Hodo
罗蒙|羅蒙
杉杉|Firs
波司登|Bosideng
雪中飞|雪中飛
~鸭鸭|鴨鴨|YAYA
高梵|Gaofan
坦博尔|Tanboer
~冰洁
~加拿大鹅|加拿大鵝|Canada Goose
盟可睐|蒙克莱|Moncler
蕉内|蕉內|Bananain
~猫人|貓人|MiiOW
~爱慕|愛慕|Aimer
曼妮芬|Maniform
~都市丽人|都市麗人|Cosmo Lady
~古今
浪莎|Langsha
~三枪|三槍|Three Gun
宜而爽
~健将|健將
维多利亚的秘密|維多利亞的秘密|Victoria's Secret
~内外|NEIWAI
Ubras
小猪班纳|小豬班納|Pepco
安奈儿|安奈兒|Annil
笛莎|Deesha
戴维贝拉|戴維貝拉|Dave&Bella
~好孩子|Goodbaby
英氏|YEEHOO
童泰
百丽|百麗|Belle
~他她|Tata
天美意|Teenmix
思加图|Staccato
森达|森達|Senda
奥康|奧康|Aokang
~红蜻蜓|紅蜻蜓
富贵鸟|富貴鳥
意尔康|意爾康
卡骆驰|卡駱馳|Crocs
勃肯|Birkenstock
Dr. Martens|马汀博士|馬汀博士
UGG
斯凯奇|斯凱奇|Skechers
添柏岚|Timberland
卡特彼勒|Caterpillar
百思图|BASTO
Teenie Weenie
李维斯|Levi's
~Lee
~GUESS
CK|卡尔文克莱恩|Calvin Klein
Tommy Hilfiger|汤米希尔费格
拉尔夫劳伦|Ralph Lauren|Polo Ralph Lauren
~鳄鱼|鱷魚|Lacoste
~花花公子|Playboy
~啄木鸟|啄木鳥
~稻草人
~POLO
A21
Bershka
Pull&Bear
Massimo Dutti
~Mango
Shein|希音
# 奢侈品/箱包/手表/珠宝
周大福|Chow Tai Fook|CTF
老凤祥|老鳳祥
周生生|Chow Sang Sang
~六福|六福珠宝|Lukfook
谢瑞麟|謝瑞麟|TSL
周大生|Chow Tai Seng
~中国黄金|中國黃金|China Gold
菜百|菜百首饰
潮宏基|CHJ
明牌珠宝
金至尊
~老庙|老廟|老庙黄金
亚一|亞一
周六福
金伯利|金伯利钻石
钻石小鸟|鑽石小鳥
DR|Darry Ring
~I Do
戴比尔斯|De Beers
蒂芙尼|Tiffany|Tiffany & Co.
卡地亚|卡地亞|Cartier
宝格丽|寶格麗|Bulgari|BVLGARI
梵克雅宝|梵克雅寶|Van Cleef & Arpels
~萧邦|蕭邦|Chopard
海瑞温斯顿|Harry Winston
格拉夫|Graff
施华洛世奇|施華洛世奇|Swarovski
~潘多拉|Pandora
APM Monaco
路易威登|LV|Louis Vuitton
古驰|古馳|Gucci
普拉达|Prada
香奈儿|香奈兒|Chanel
爱马仕|愛馬仕|Hermès|Hermes
迪奥|迪奧|Dior
芬迪|Fendi
思琳|Celine
罗意威|羅意威|Loewe
葆蝶家|宝缇嘉|寶緹嘉|Bottega Veneta
圣罗兰|聖羅蘭|YSL|Saint Laurent
纪梵希|紀梵希|Givenchy
华伦天奴|華倫天奴|Valentino
范思哲|凡賽斯|Versace
阿玛尼|亞曼尼|Armani
巴宝莉|博柏利|Burberry
巴黎世家|Balenciaga
缪缪|Miu Miu
蔻驰|蔻馳|Coach
迈克高仕|Michael Kors|MK
凯特丝蓓|Kate Spade
托里伯奇|Tory Burch
珑骧|瓏驤|Longchamp
菲拉格慕|Ferragamo
杰尼亚|傑尼亞|Zegna
登喜路|Dunhill
万宝龙|萬寶龍|Montblanc
新秀丽|新秀麗|Samsonite
日默瓦|Rimowa
~外交官|Diplomat
小CK|CHARLES & KEITH
劳力士|勞力士|Rolex
~欧米茄|歐米茄|Omega
浪琴|Longines
天梭|Tissot
美度|Mido
雷达表|雷達表|Rado
百达翡丽|百達翡麗|Patek Philippe
爱彼|愛彼|Audemars Piguet|AP
江诗丹顿|江詩丹頓|Vacheron Constantin
积家|積家|Jaeger-LeCoultre
宝珀|寶珀|Blancpain
宝玑|寶璣|Breguet
万国表|萬國錶|IWC
沛纳海|沛納海|Panerai
泰格豪雅|TAG Heuer
百年灵|百年靈|Breitling
帝舵|Tudor
真力时|真力時|Zenith
汉米尔顿|漢米爾頓|Hamilton
斯沃琪|Swatch
卡西欧|卡西歐|Casio
~精工|Seiko
西铁城|西鐵城
东方双狮|東方雙獅
~天王表|Tianwang
海鸥表|海鷗錶|Sea-Gull
飞亚达|飛亞達|FIYTA
罗西尼|羅西尼|Rossini
依波|EBOHR
北极星表
上海牌手表
丹尼尔惠灵顿|Daniel Wellington|DW
# 美妆/护肤/彩妆
~完美日记|完美日記|Perfect Diary
花西子|Florasis
珀莱雅|珀萊雅|Proya
薇诺娜|薇諾娜|Winona
自然堂|CHANDO
百雀羚|Pechoin
毛戈平|MAOGEPING
润百颜|潤百顏
夸迪|Quadha
米蓓尔
华熙生物
可复美|可複美
玉泽|玉澤
佰草集|Herborist
相宜本草
丸美|Marubi
韩束|韓束|KanS
~一叶子
欧诗漫|歐詩漫|OSM
林清轩|林清軒
~谷雨
HBN
溪木源
至本
修丽可|修麗可|SkinCeuticals
理肤泉|理膚泉|La Roche-Posay
雅漾|Avène|Avene
薇姿|Vichy
贝德玛|貝德瑪|Bioderma
适乐肤|適樂膚|CeraVe
丝塔芙|絲塔芙|Cetaphil
珂润|珂潤|Curél|Curel
芙丽芳丝|芙麗芳絲|Freeplus
雅诗兰黛|雅詩蘭黛|Estée Lauder|Estee Lauder
兰蔻|蘭蔻|Lancôme|Lancome
欧莱雅|歐萊雅|L'Oréal|L'Oreal|L'Oréal Paris
资生堂|資生堂|Shiseido
肌肤之钥|肌膚之鑰|CPB|Clé de Peau Beauté
SK-II|SK2
海蓝之谜|海藍之謎|La Mer
赫莲娜|赫蓮娜|HR|Helena Rubinstein
娇兰|嬌蘭|Guerlain
希思黎|Sisley
科颜氏|契爾氏|Kiehl's
倩碧|Clinique
魅可|MAC
雪花秀|Sulwhasoo
Whoo
兰芝|蘭芝|Laneige
悦诗风吟|悅詩風吟|Innisfree
伊蒂之屋|Etude House
爱茉莉|愛茉莉|Amorepacific
娇韵诗|嬌韻詩|Clarins
碧欧泉|碧歐泉|Biotherm
植村秀|Shu Uemura
阿玛尼美妆|Armani Beauty
圣罗兰美妆|YSL Beauty
汤姆福特|湯姆福特|Tom Ford
祖玛珑|祖瑪瓏|Jo Malone
蒂佩提克|Diptyque
馥马尔
欧舒丹|歐舒丹|L'Occitane
茱莉蔻|Jurlique
奥伦纳素|Erno Laszlo
OLAY|玉兰油|玉蘭油
旁氏|Pond's
妮维雅|妮維雅|Nivea
曼秀雷敦|Mentholatum
肌研|Hada Labo
安热沙|安熱沙|Anessa
碧柔|Bioré|Biore
~花王|Kao
高丝|高絲|Kosé|Kose
雪肌精
黛珂|Cosme Decorte
芳珂|Fancl
奥尔滨|奧爾濱|Albion
POLA|宝丽
怡丽丝尔|怡麗絲爾|Elixir
~安耐晒
城野医生|Dr.Ci:Labo
DHC|蝶翠诗
珊珂|Senka
# 彩妆/国货美妆
橘朵|Judydoll
卡姿兰|卡姿蘭|Carslan
稚优泉|Chioture
美康粉黛
方里|Funny Elves
彩棠|TIMAGE
INTO YOU|心慕与你
酵色|Joocyee
Colorkey|珂拉琪
花知晓|Flower Knows
恋火|Passional Lover
滋色|Zeesea
玛丽黛佳|瑪麗黛佳|Marie Dalgar
卡婷|Catkin
逐本
~半亩花田|半畝花田
水密码|水密碼|Wetcode
韩后|韓後|Hanhoo
上海家化
美迪惠尔|Mediheal
可莱丝|NMF
~我的美丽日记|我的美麗日記|My Beauty Diary
JM solution
森田药妆|Dr.Morita
膜法世家
一品玉
丁家宜
~大宝|大寶|Dabao
郁美净|郁美淨
隆力奇
美加净|美加淨|Maxam
~友谊|友谊护肤
宝宝金水
NARS
Bobbi Brown|芭比波朗
3CE
Fenty Beauty
Kiko
NYX
Charlotte Tilbury|CT
Benefit|贝玲妃
Urban Decay
美宝莲|美寶蓮|Maybelline
露华浓|露華濃|Revlon
蜜丝佛陀|蜜絲佛陀|Max Factor
卡尼尔|Garnier
# 洗护/个护/口腔
海飞丝|海倫仙度絲|Head & Shoulders
飘柔|飄柔|Rejoice
潘婷|Pantene
沙宣|Vidal Sassoon
~清扬|清揚
多芬|Dove
~力士|Lux
卡诗|卡詩|Kérastase|Kerastase
施华蔻|施華蔻|Schwarzkopf
蜂花
拉芳|Lovefun
滋源|Seeyoung
~阿道夫|ADOLPH
舒蕾|Slek
~所望
~霸王|霸王洗发水
章华
发之食谱|Aromase
KONO
馥绿德雅|Rene Furterer
舒肤佳|舒膚佳|Safeguard
卫宝|衛寶|Lifebuoy
滴露|Dettol
威露士|Walch
~六神|Liushen
~上海药皂|上海藥皂
浴见
~袋鼠妈妈|袋鼠媽媽
~红色小象|紅色小象
~青蛙王子
贝亲|貝親|Pigeon
启初|啟初
戴可思
松达|松達
~中华|中華|中华牙膏
~黑人|好来|好來|Darlie
舒适达|舒適達|Sensodyne
冷酸灵|冷酸靈
佳洁士|佳潔士
高露洁|高露潔|Colgate
~竹盐|竹鹽
~两面针|兩面針
舒客|Saky
~参半|NYSCPS
~狮王|獅王
纳爱斯|納愛斯
护舒宝|護舒寶
七度空间|七度空間|Space 7
~苏菲|蘇菲|Sofy
~ABC|ABC卫生巾
高洁丝|高潔絲|Kotex
安尔乐|安爾樂|Anerle
~自由点|自由點
她研社
维达|維達|Vinda
~清风|清風
~心相印|Hearttex
洁柔|潔柔|C&S
得宝|得寶|Tempo
~五月花|Mayflower
漫花
植护
可心柔
杰士邦|傑士邦|Jissbon
冈本|岡本|Okamoto
杜蕾斯|Durex
~第六感
~大象|大象安全套
毓婷
# 日化/洗涤/家清
~蓝月亮|藍月亮|Bluemoon
立白|Liby
~超能
~奥妙|奧妙|OMO
汰渍|汰漬
~碧浪|Ariel
雕牌|雕牌洗衣粉
~白猫|白貓|White Cat
~好爸爸|Kispa
开米
榄菊|欖菊
~雷达|雷達|Raid
~枪手|槍手
~彩虹|彩虹电热蚊香
~威猛先生|Mr Muscle
~老管家
洁霸|潔霸
~妙管家
金纺|金紡
宝洁|寶潔|P&G|Procter & Gamble
联合利华|聯合利華|Unilever
汉高|漢高|Henkel
利洁时|利潔時|Reckitt
庄臣|莊臣|SC Johnson
高露洁棕榄|Colgate-Palmolive
爱敬|愛敬|Aekyung
# 母婴/奶粉/纸尿裤/童车
~飞鹤|飛鶴|Feihe
君乐宝|君樂寶|Junlebao
澳优|Ausnutria
佳贝艾特|佳貝艾特|Kabrita
合生元|Biostime
贝因美|貝因美|Beingmate
圣元|聖元|Synutra
雅士利|Yashili
~完达山|完達山
~摇篮
美赞臣|美讚臣|Mead Johnson|Enfamil
惠氏|Wyeth
雀巢|Nestlé|Nestle
能恩
启赋|啟賦|Illuma
雅培|Abbott
爱他美|愛他美|Aptamil
牛栏|牛欄|Cow & Gate
美素佳儿|美素佳兒|Friso
a2|a2至初
诺优能|諾優能|Nutrilon
纽瑞滋|Nouriz
海普诺凯|Hyproca
蓓康僖
爱思诺
帮宝适|幫寶適|Pampers
~好奇|Huggies
花王妙而舒|妙而舒|Merries
尤妮佳|Unicharm
~大王|Goo.N
妈咪宝贝|媽咪寶貝|MamyPoko
巴布豆
Babycare
嘉宝|Gerber
露安适
~一朵
碧芭宝贝|碧芭寶貝
~兔头妈妈
十月结晶|十月結晶
十月妈咪
~五羊
安儿乐|安兒樂
~爹地宝贝
Bebebus
Stokke|思多嘉儿
~宝宝树|寶寶樹
~亲宝宝
Cybex|赛百斯
虎贝尔
Britax|宝得适|寶得適
Maxi-Cosi|迈可适
惠尔顿|Welldon
~贝贝熊
小鹿蓝蓝
亨氏|Heinz
秋田满满
窝小芽
方广
禾泱泱
~爷爷的农场
Hipp|喜宝
# 玩具/潮玩/文具
泡泡玛特|POP MART
乐高|樂高|LEGO
~万代|萬代|Bandai
孩之宝|孩之寶|Hasbro
美泰|Mattel
芭比|Barbie
~风火轮|Hot Wheels
TOMY|多美
52TOYS
~寻找独角兽|尋找獨角獸
TOP TOY
Jellycat
卡游|Kayou
布鲁可|Blokees
奥飞娱乐
森宝积木|森寶
~启蒙积木
费雪|費雪|Fisher-Price
伟易达|偉易達|VTech
可优比|KUB
迪士尼|Disney
三丽鸥|三麗鷗|Sanrio
凯蒂猫|Hello Kitty
宝可梦|寶可夢|精灵宝可梦|Pokémon|Pokemon
~百乐|百樂|Pilot
~斑马|斑馬|ZEBRA
三菱铅笔|uni|三菱uni
派通|Pentel
樱花文具|Sakura Craypas
国誉|國譽|KOKUYO
施德楼|施德樓|Staedtler
辉柏嘉|輝柏嘉|Faber-Castell
~真彩|Truecolor
~广博|廣博
~英雄|英雄钢笔
~永生|永生钢笔
凌美|LAMY
百利金|Pelikan
派克|Parker
~白金
写乐|寫樂
~马利|馬利|Marie's
温莎牛顿|Windsor & Newton
# 零食/糕点/糖果
三只松鼠|三隻松鼠|Three Squirrels
良品铺子|良品鋪子|Bestore
百草味|Be&Cheery
来伊份|來伊份|LYFEN
~好想你
盐津铺子|鹽津鋪子
甘源|Ganyuan
洽洽|ChaCha
劲仔|勁仔
卫龙|衛龍|Weilong
王小卤|王小滷
~口水娃
周黑鸭|周黑鴨
~绝味|絕味|绝味鸭脖
煌上煌
久久丫
紫燕百味鸡
好丽友|好麗友|Orion
达利园|達利園
~盼盼
~稻香村
五芳斋|五芳齋
~旺旺|Want Want
~上好佳|Oishi
~乐事|樂事|Lay's
品客|Pringles
可比克
米老头|米老頭
徐福记|徐福記
~马大姐|馬大姐
~金丝猴|金絲猴
~大白兔|White Rabbit
~阿尔卑斯|阿爾卑斯|Alpenliebe
不二家|Fujiya
~彩虹糖|Skittles
炫迈|炫邁
益达|益達
~绿箭|綠箭|Doublemint
德芙|Dove Chocolate
费列罗|費列羅|Ferrero
~好时|好時|Hershey's
士力架|Snickers
M&M's|M豆
~明治|Meiji
格力高|Glico
百力滋|Pretz
百奇|Pocky
奥利奥|奧利奧|Oreo
趣多多|Chips Ahoy
~太平|太平苏打
嘉士利
康元
嘉顿|嘉頓
青食
达能|達能|Danone
麦维他|McVitie's
比比赞
~无穷|無窮
~有友|有友泡椒凤爪
溜溜梅
沃隆|Wolong
天喔
~老婆大人
~零食很忙
赵一鸣零食|趙一鳴零食
~好想来
零食有鸣
亲嘴烧|親嘴燒 > 卫龙
麻辣王子
~王中王 > 双汇
喜之郎
~蜡笔小新|蠟筆小新
雅客
悠哈|UHA味觉糖
奇多|Cheetos
多力多滋|Doritos
~桃李|桃李面包
宾堡|賓堡
嘉华鲜花饼|嘉華鮮花餅
鲍师傅|鮑師傅
~泸溪河|瀘溪河
虎头局|虎頭局
好利来|好利來|Holiland
85度C|85°C
面包新语|麵包新語|BreadTalk
克莉丝汀|克莉絲汀
~味多美
原麦山丘|原麥山丘
巴黎贝甜|巴黎貝甜
多乐之日|多樂之日
知味观|知味觀
~功德林
# 速冻/方便食品
~思念|Synear
~三全|Sanquan
~湾仔码头|灣仔碼頭|Wanchai Ferry
安井|Anjoy
千味央厨
康师傅|康師傅|Master Kong
~统一|統一|Uni-President
今麦郎|今麥郎
~白象|Baixiang
五谷道场|五穀道場
日清|Nissin
合味道|Cup Noodles
出前一丁
农心|農心|Nongshim
三养|三養|Samyang
汤达人|湯達人
阿宽|阿寬
白家陈记|白家陳記
~李子柒
螺霸王
好欢螺|好歡螺
拉面说|拉麵說
自嗨锅|自嗨鍋
莫小仙
# 调味品/粮油/米面
海天|Haday
李锦记|李錦記|Lee Kum Kee
~太太乐|太太樂
千禾
厨邦|廚邦
~加加
欣和
~六月鲜|六月鮮
味事达|味事達
东古|東古
~家乐|家樂|Knorr
豪吉
~莲花|蓮花|莲花味精
味好美|McCormick
王守义|王守義|王守义十三香
老干妈|老乾媽|Lao Gan Ma
饭扫光|飯掃光
~好人家
红九九
~天味|天味食品
~名扬|名揚
~大红袍
德庄|德莊
~桥头|橋頭
小龙坎
~丹丹|丹丹郫县豆瓣
~鹃城
恒顺|恆順
保宁醋|保寧醋
紫林|紫林醋
~水塔|水塔醋
~东湖|東湖
~仲景|仲景香菇酱
~川南
吉香居
鲁花|魯花
金龙鱼|金龍魚|Arawana
福临门|福臨門
~胡姬花
多力
~长寿花|長壽花
西王
道道全
中粮|中糧|COFCO
~北大荒
~十月稻田
柴火大院
香满园|香滿園
金健
~一品|一品鲜
五得利
~金沙河
~香雪|香雪面粉
~陈克明|克明面业
~想念|想念挂面
太粮|太糧
~金像|金像面粉
# 乳制品/冰淇淋
伊利|Yili
蒙牛|Mengniu
~光明|Bright Dairy
~三元|Sanyuan
~新希望|New Hope
卫岗|衛崗
~现代牧业|現代牧業
妙可蓝多|妙可藍多|Milkground
奶酪博士
百吉福|Bel
妙飞|妙飛
乐芝牛|樂芝牛|La vache qui rit
安佳
~总统|總統|Président
多美鲜|Emborg
兰特|蘭特
德亚|德亞|Weidendorf
欧德堡|歐德堡|Oldenburger
德运|德運|Devondale
~认养一头牛|認養一頭牛
~简爱|簡愛
卡士|CLASSY·KISS
乐纯|樂純
~每日鲜语|每日鮮語
特仑苏|特侖蘇
~金典
安慕希
纯甄|純甄
~真果粒
~优酸乳|優酸乳
旺仔|旺仔牛奶
QQ星
味全|Weichuan
养乐多|養樂多|Yakult
天润|天潤
德氏
和路雪|Wall's
梦龙|夢龍
~可爱多|可愛多|Cornetto
~八喜|Bxi
哈根达斯|哈根達斯|Häagen-Dazs|Haagen-Dazs
钟薛高|鐘薛高
中街1946
马迭尔|馬迭爾
~东北大板
巧乐兹|巧樂茲
~随变|隨變
~绿色心情
~小布丁
~冰工厂|冰工廠
~辉山|輝山
圣牧|聖牧
皇氏|皇氏乳业
~燕塘|燕塘乳业
天友|天友乳业
夏进|夏進
花花牛
一只酸奶牛|一隻酸奶牛
北海牧场|北海牧場
~菊乐|菊樂
~李子园|李子園
噢麦力|Oatly
爱氏晨曦|愛氏晨曦|Arla
纽仕兰|紐仕蘭
# 饮料/饮用水
农夫山泉|農夫山泉|Nongfu Spring
怡宝|怡寶|C'estbon
百岁山|百歲山|Ganten
景田
娃哈哈|Wahaha
~冰露
~昆仑山|崑崙山
~5100
依云|Evian
~巴黎水|Perrier
圣培露|S.Pellegrino
~斐济|Fiji Water
恒大冰泉
~西藏冰川
雪碧|Sprite
可口可乐|可口可樂|Coca-Cola|Coke
百事|百事可乐|百事可樂|Pepsi
芬达|芬達|Fanta
美年达|美年達|Mirinda
七喜|7UP
~醒目
元气森林|元氣森林|Genki Forest
外星人电解质水
~东方树叶|東方樹葉
三得利|Suntory
茶π
~小茗同学|小茗同學
王老吉|王老吉凉茶
加多宝|加多寶|JDB
和其正
~黄振龙|黃振龍
红牛|紅牛|Red Bull
东鹏特饮|東鵬特飲
~战马|戰馬
乐虎|樂虎
~魔爪
~脉动|脈動|Mizone
~尖叫
佳得乐|佳得樂|Gatorade
宝矿力水特|寶礦力水特|Pocari Sweat
维他奶|維他奶|Vitasoy
~维他|維他|Vita
豆本豆
~六个核桃|六個核桃
~露露|承德露露
~椰树|椰樹|椰树牌
~特种兵
汇源|匯源|Huiyuan
~农夫果园
美汁源|Minute Maid
味全每日C
~北冰洋
~冰峰
~大窑|大窯
~汉口二厂|漢口二廠
健力宝|健力寶|Jianlibao
~亚洲|亞洲汽水
怡泉|Schweppes
Vita Coco
可漾
# 茶饮/咖啡
喜茶|HEYTEA
奈雪的茶|奈雪|Nayuki
蜜雪冰城|MIXUE
霸王茶姬|CHAGEE
茶百道|ChaPanda
古茗|Goodme
沪上阿姨|滬上阿姨
书亦烧仙草|書亦燒仙草|书亦
益禾堂
~一点点|一點點|1點點
CoCo都可|CoCo
茶颜悦色|茶顏悅色
~7分甜
柠季|檸季
~甜啦啦
~爷爷不泡茶|爺爺不泡茶
阿嬷手作
~茉莉奶白
乐乐茶|樂樂茶
~鹿角巷|The Alley
贡茶|貢茶|Gong Cha
50岚|50嵐
春水堂
日出茶太|Chatime
~快乐柠檬|快樂檸檬|Happy Lemon
鲜芋仙|鮮芋仙|Meet Fresh
满记甜品|滿記甜品
许留山|許留山
瑞幸|瑞幸咖啡|luckin coffee|Luckin
库迪|庫迪|库迪咖啡|Cotti Coffee
星巴克|Starbucks
Costa|咖世家
Tims|Tims天好咖啡|Tim Hortons
~Manner|Manner咖啡
Peet's|皮爷咖啡
太平洋咖啡|Pacific Coffee
~幸运咖|幸運咖
挪瓦咖啡|NOWWA
M Stand
~Seesaw
%Arabica
上岛咖啡|上島咖啡
雀巢咖啡|Nescafé|Nescafe
麦斯威尔|麥斯威爾|Maxwell House
~三顿半|三頓半
~隅田川
永璞
UCC
# 餐饮连锁
海底捞|海底撈|Haidilao
呷哺呷哺|Xiabu
~凑凑|湊湊
巴奴|巴奴毛肚火锅
大龙燚|大龍燚
蜀大侠|蜀大俠
谭鸭血|譚鴨血
楠火锅
珮姐老火锅|珮姐
朝天门火锅
肯德基|KFC
麦当劳|麥當勞|McDonald's
必胜客|必勝客|Pizza Hut
达美乐|達美樂|Domino's
棒约翰|棒約翰|Papa John's
尊宝比萨|尊寶比薩
汉堡王|漢堡王|Burger King
德克士|Dicos
华莱士|華萊士|Wallace
塔斯汀|Tastien
赛百味|賽百味|Subway
萨莉亚|薩莉亞|Saizeriya
正新鸡排|正新雞排
西贝|西貝|西贝莜面村
~外婆家
绿茶餐厅|綠茶餐廳
~小菜园
老乡鸡|老鄉雞
~真功夫
乡村基|鄉村基
永和大王
~大娘水饺|大娘水餃
吉野家|Yoshinoya
食其家|Sukiya
味千拉面|味千拉麵|Ajisen
和府捞面|和府撈麵
遇见小面|遇見小麵
马记永|馬記永
陈香贵|陳香貴
张亮麻辣烫|張亮麻辣燙
杨国福|楊國福|杨国福麻辣烫
~太二|太二酸菜鱼
~九毛九
怂火锅|慫火鍋
费大厨|費大廚
炊烟小炒黄牛肉
农耕记|農耕記
望湘园|望湘園
鱼酷|魚酷
半天妖
探鱼|探魚
~江边城外|江邊城外
~烤匠
木屋烧烤|木屋燒烤
很久以前羊肉串
丰茂烤串|豐茂
袁记云饺|袁記雲餃
喜家德|喜家德水饺
~西少爷|西少爺
南城香
庆丰包子|慶豐包子
狗不理
全聚德
~便宜坊
东来顺|東來順
四季民福
大董
眉州东坡|眉州東坡
俏江南
鼎泰丰|鼎泰豐|Din Tai Fung
点都德|點都德
广州酒家|廣州酒家
陶陶居
莲香楼|蓮香樓
~唐宫|唐宮
~避风塘|避風塘
翠华|翠華
~大家乐|大家樂|Café de Coral
~大快活|Fairwood
~美心|Maxim's
太兴|太興
谭仔|譚仔|TamJai
必品阁|必品閣|bibigo
# 白酒/啤酒/葡萄酒/洋酒
~茅台|貴州茅台|贵州茅台|Moutai
五粮液|五糧液|Wuliangye
泸州老窖|瀘州老窖
国窖1573|國窖1573
剑南春|劍南春
郎酒
汾酒|杏花村
~洋河|洋河大曲
梦之蓝|夢之藍
海之蓝|海之藍
天之蓝|天之藍
古井贡酒|古井貢酒|古井贡
~今世缘|今世緣
口子窖
西凤酒|西鳳酒
~水井坊
~舍得|舍得酒
~酒鬼酒
习酒|習酒
董酒
~珍酒
金沙酒
国台|國台
~钓鱼台|釣魚台
~牛栏山|牛欄山
红星二锅头|紅星二鍋頭
江小白
~白云边|白雲邊
~稻花香
衡水老白干|衡水老白乾
景芝
~扳倒井
迎驾贡酒|迎駕貢酒
宋河
~杜康
丰谷|豐谷
沱牌
金徽
青岛啤酒|青島啤酒|Tsingtao
~雪花|雪花啤酒
燕京啤酒|Yanjing
百威|Budweiser
哈尔滨啤酒|哈爾濱啤酒|哈啤
珠江啤酒
重庆啤酒|重慶啤酒
~乌苏|烏蘇|乌苏啤酒
嘉士伯|Carlsberg
喜力|Heineken
~科罗娜|可樂娜|Corona
福佳|Hoegaarden
~1664|克伦堡|Kronenbourg
~朝日|Asahi
~麒麟|Kirin
~札幌|Sapporo
健力士|Guinness
泰山原浆|泰山啤酒
鹅岛|鵝島|Goose Island
~勇闯天涯
金威
~蓝带|藍帶|Pabst Blue Ribbon
张裕|張裕|Changyu
长城葡萄酒
~王朝|王朝葡萄酒|Dynasty
威龙|威龍
~莫高
拉菲|Lafite
奔富|Penfolds
黄尾袋鼠|黃尾袋鼠|Yellow Tail
~干露|Concha y Toro
木桐|Mouton
拉图|Latour
玛歌|Margaux
木桐嘉棣|Mouton Cadet
酩悦|Moët & Chandon|Moet
唐培里侬|Dom Pérignon
~凯歌|Veuve Clicquot
轩尼诗|軒尼詩|Hennessy
人头马|人頭馬|Rémy Martin|Remy Martin
马爹利|馬爹利|Martell
~路易十三|Louis XIII
尊尼获加|約翰走路|Johnnie Walker
芝华士|芝華士|Chivas
格兰菲迪|格蘭菲迪|Glenfiddich
麦卡伦|麥卡倫|Macallan
百龄坛|百齡罈|Ballantine's
杰克丹尼|傑克丹尼|Jack Daniel's
占边|Jim Beam
~绝对伏特加|絕對伏特加|Absolut
~灰雁|Grey Goose
百加得|Bacardi
必富达|Beefeater
孟买蓝宝石|Bombay Sapphire
野格|Jägermeister
百利甜|Baileys
獭祭|獺祭|Dassai
锐澳|銳澳|RIO
~梅见|梅見
贝瑞甜心
落饮
~十七光年
Hibiki|响威士忌
~山崎|Yamazaki
~白州|Hakushu
青花郎 > 郎酒
红花郎|紅花郎 > 郎酒
飞天茅台|飛天茅台 > 茅台
i茅台 > 茅台
五粮春|五糧春 > 五粮液
青花汾酒|青花汾 > 汾酒
~双沟|雙溝
高炉家|高爐家
伊力特
~老村长|老村長
小糊涂仙|小糊塗仙
黄鹤楼酒|黃鶴樓酒
~枝江|枝江酒业
贵州安酒
宝丰酒|寶豐酒
~仰韶|仰韶酒业
赊店老酒|賒店老酒
河套王
古越龙山|古越龍山
~会稽山|會稽山
~塔牌
~女儿红|女兒紅
~石库门|石庫門
金星啤酒
崂山啤酒|嶗山啤酒
~漓泉|漓泉啤酒
熊猫精酿|熊貓精釀
# 肉制品/生鲜/农产品
双汇|雙匯|Shuanghui
~雨润|雨潤|Yurun
~金锣|金鑼|Jinluo
得利斯
荷美尔|Hormel
圣农|聖農
~正大|正大食品|CP
~春雪
凤祥|鳳祥
~大成
~温氏|溫氏
~牧原
新希望六和
~科尔沁|科爾沁
~小肥羊
草原宏宝
恒都|恆都
大希地
天谱乐食
~如意三宝
~皓月
伊赛|伊賽
龙大|龍大
~獐子岛|獐子島
国联水产
佳沃|Joyvio
褚橙
~百果园|百果園
佳农|佳農|Goodfarmer
都乐|都樂|Dole
佳沛|Zespri
怡颗莓|Driscoll's
# 宠物食品/用品
~皇家|Royal Canin
~渴望|Orijen
爱肯拿|愛肯拿|Acana
冠能|Pro Plan
希尔斯|希爾思|Hill's
麦富迪|麥富迪|Myfoodie
比瑞吉|Nature Bridge
伯纳天纯|伯納天純
~诚实一口|誠實一口
卫仕|衛仕|NOURSE
~红狗|紅狗|RedDog
~珍宝
耐威克|Navarch
疯狂小狗|瘋狂小狗
~有鱼
~帕特
蓝氏|藍氏
弗列加特|Frega
高爷家
阿飞和巴弟
鲜朗|鮮朗
诺瓦|NOVA
~今日必选|今日必選
爱丽思|愛麗思|IRIS
小佩|PETKIT
霍曼|Homerun
CATLINK
福来恩
~大宠爱|大寵愛
博来恩|Broadline
海乐妙|Milbemax
拜宠清|拜寵清
瑞派宠物|瑞派
新瑞鹏|新瑞鵬
芭比堂
宠胖胖
波奇|波奇网|Boqii
E宠|E寵
# 药品/保健品/OTC
云南白药|雲南白藥|Yunnan Baiyao
同仁堂|北京同仁堂|Tongrentang
汤臣倍健|湯臣倍健|By-health
~999|三九|华润三九
片仔癀
~白云山|白雲山
广药|廣藥
东阿阿胶|東阿阿膠
九芝堂
马应龙|馬應龍
~修正|修正药业
~仁和|仁和药业
~江中|江中药业
~太极|太極|太极集团
以岭|以嶺|以岭药业
连花清瘟
哈药|哈藥|哈药六厂
葵花药业
三精
~健民|健民药业
敖东
康恩贝
天士力
步长|步長|步长制药
扬子江药业|揚子江藥業
恒瑞|恆瑞|恒瑞医药
石药|石藥|石药集团
齐鲁制药|齊魯製藥
复星医药|復星醫藥
华东医药|華東醫藥
科伦|科倫
人福|人福医药
丽珠|麗珠
信立泰
华北制药|華北製藥
东北制药|東北製藥
白敬宇
迪巧|Dicare
钙尔奇|鈣爾奇|Caltrate
善存|Centrum
金施尔康
斯利安
爱乐维|Elevit
~养生堂|養生堂
健安喜|GNC
Swisse|斯维诗
Blackmores|澳佳宝|澳佳寶
~自然之宝|自然之寶|Nature's Bounty
~Life Space
纽崔莱|紐崔萊|Nutrilite
~安利|Amway
~无限极|無限極|Infinitus
~完美|完美公司
康宝莱|康寶萊|Herbalife
碧生源
朗迪
~钙中钙
太太口服液
静心口服液
~黄金搭档|黃金搭檔
脑白金|腦白金
福牌阿胶
寿仙谷|壽仙谷
雷允上
胡庆余堂|胡慶餘堂
陈李济|陳李濟
达仁堂|達仁堂
京都念慈菴|念慈菴|念慈庵
潘高寿|潘高壽
敬修堂
采芝林|採芝林
鸿茅|鴻茅|鸿茅药酒
劲酒|勁酒|中国劲酒
~椰岛|椰島|椰岛鹿龟酒
~竹叶青|竹葉青
拜耳|Bayer
辉瑞|輝瑞|Pfizer
默沙东|默沙東|MSD
罗氏|羅氏|Roche
诺华|諾華|Novartis
赛诺菲|賽諾菲|Sanofi
阿斯利康|AstraZeneca
葛兰素史克|葛蘭素史克|GSK
强生|強生|Johnson & Johnson
诺和诺德|Novo Nordisk
礼来|禮來|Eli Lilly
~武田|Takeda
大冢|大塚|Otsuka
扶他林|Voltaren
芬必得|Fenbid
泰诺|泰諾|Tylenol
必理通|Panadol
~白加黑
感康
快克
新康泰克|康泰克|Contac
999感冒灵
达克宁|達克寧|Daktarin
皮炎平
京万红|京萬紅
可立克
丁桂|丁桂儿脐贴
~妈咪爱|媽咪愛
思密达|Smecta
易善复
吗丁啉|嗎丁啉|Motilium
~金嗓子
~西瓜霜|桂林西瓜霜
斯达舒
~三金
健力多
~Move Free|益节
# 零售/超市/便利店/百货
沃尔玛|沃爾瑪|Walmart
~山姆|山姆会员店|山姆會員店|Sam's Club
开市客|好市多|Costco
家乐福|家樂福|Carrefour
永辉|永輝|永辉超市
华润万家|華潤萬家|CR Vanguard
大润发|大潤發|RT-Mart
~物美|Wumart
盒马|盒馬|盒马鲜生|Freshippo|Hema
麦德龙|麥德龍|Metro
欧尚|歐尚|Auchan
~乐购|樂購|Tesco
世纪联华|世紀聯華|联华超市
步步高超市
胖东来|胖東來
~家家悦|家家悅
~人人乐|人人樂
新华都
红旗连锁|紅旗連鎖
中百仓储|中百
武商|武商超市
北国超市|北國超市
~天虹|天虹超市
苏果|蘇果
卜蜂莲花|易初莲花
奥乐齐|奧樂齊|ALDI
~钱大妈|錢大媽
7-Eleven|7-11|柒一拾壹|711
~全家|全家便利店|FamilyMart
罗森|羅森|Lawson
美宜佳
便利蜂
易捷|易捷便利店
昆仑好客|崑崙好客
~十足|十足便利店
~唐久|唐久便利
~好德|好德便利店
~可的|可的便利店
~快客|快客便利
喜士多|C-Store
~见福|見福
~天福|天福便利店
~芙蓉兴盛|芙蓉興盛
OK便利店|Circle K
莱尔富|萊爾富|Hi-Life
屈臣氏|Watsons
~万宁|萬寧|Mannings
丝芙兰|絲芙蘭|Sephora
调色师|調色師
KKV
X11
酷乐潮玩
WOW COLOUR
~话梅|HARMAY|HARMAY话梅
银泰|銀泰|银泰百货
王府井百货|王府井集团
新世界百货
久光百货|久光
崇光|SOGO
伊势丹|伊勢丹|Isetan
~百盛|Parkson
~茂业|茂業
~友谊商店
~利群
~大商|大商集团
重百|重庆百货
国美|國美|Gome
苏宁|蘇寧|Suning
京东电器|京东MALL
顺电|順電
迪信通
Ole'|Ole精品超市
伊藤洋华堂|伊藤洋華堂|Ito-Yokado
京客隆
超市发|超市發
~银座|銀座|银座商城
信誉楼|信譽樓
~丹尼斯|丹尼斯百货
三江购物|三江購物
友阿|友阿百货
舞东风|舞東風
~好又多
生鲜传奇|生鮮傳奇
谊品生鲜|誼品生鮮
鲜丰水果|鮮豐水果
七鲜|七鮮|京东七鲜|7FRESH
~三福|三福百货
今天便利店|Today便利店
新光三越
远东百货|遠東百貨
~微风|微風|微風廣場
诚品|誠品|诚品书店|Eslite
特力屋
~爱买|愛買
统一超商|統一超商
~全国电子|全國電子
~大同|Tatung
大树药局|大樹藥局
东森购物|東森購物
Yahoo奇摩|雅虎奇摩|Yahoo奇摩购物
酷澎|Coupang
~百老汇|百老匯|百老汇电器
# 港澳台/东南亚零售
惠康|Wellcome
百佳|PARKnSHOP
~一田|YATA
吉之岛|吉之島|AEON|永旺
~城市超市|city'super
华润堂|華潤堂
~莎莎|莎莎化妆品|Sasa
~卓悦|卓悅|Bonjour
全联|全聯|全聯福利中心|PX Mart
美廉社
大全联
康是美|Cosmed
宝雅|寶雅|Poya
小北百货|小北百貨
昇菘|Sheng Siong
职总平价|職總平價|NTUC FairPrice|FairPrice
~冷藏库|Cold Storage
巨人超市|Giant Hypermarket
Mydin
99 Speedmart
Jaya Grocer
Lotus's
Big C
~唐吉诃德|唐吉訶德|驚安の殿堂|Don Don Donki|Donki
大国药妆|大國藥妝
~松本清|Matsumoto Kiyoshi
# 药房连锁/母婴连锁
大参林|大參林
老百姓大药房|老百姓大藥房
益丰|益豐|益丰大药房
~一心堂
海王星辰
国大药房|國大藥房
漱玉平民|漱玉平民大药房
健之佳
叮当快药|叮噹快藥
京东大药房|京东健康
阿里健康|阿里健康大药房
金象大药房
养天和|養天和
宝岛眼镜|寶島眼鏡
~孩子王
爱婴岛|愛嬰島
~乐友|樂友
丽家宝贝|麗家寶貝
爱婴室|愛嬰室
贝贝网|貝貝網
蜜芽
# 电商平台/即时零售/二手
什么值得买|SMZDM
淘宝|淘寶|Taobao
天猫|天貓|Tmall
天猫超市|天貓超市
京东|京東|京东商城|JD|JD.com
拼多多|Pinduoduo
抖音商城|抖音电商
快手电商|快手小店
唯品会|唯品會|Vipshop
苏宁易购|蘇寧易購
~当当|噹噹|当当网
亚马逊|亞馬遜|Amazon
~1688|阿里巴巴1688
速卖通|速賣通|AliExpress
Temu
TikTok Shop
考拉海购|網易考拉
~洋码头|洋碼頭
~得物|Dewu|Poizon
~识货|識貨
~闲鱼|閒魚|Xianyu
~转转|轉轉
~爱回收|愛回收
找靓机|找靚機
美团|美團|Meituan
饿了么|餓了麼|Ele.me
京东到家
京东秒送
美团闪购|美團閃購
美团优选|美團優選
多多买菜|多多買菜
淘菜菜
兴盛优选|興盛優選
叮咚买菜|叮咚買菜|Dingdong
~朴朴|朴朴超市
~每日优鲜|每日優鮮
~小象超市
Shopee|虾皮|蝦皮
Lazada|来赞达
Tokopedia
momo购物网|momo購物網
PChome|PChome 24h
露天拍卖|露天拍賣|Ruten
博客来|博客來|Books.com.tw
~乐天|樂天|Rakuten
Mercari|煤炉
HKTVmall
Zalora
Qoo10
eBay|易贝
Etsy
Wayfair
~Best Buy|百思买
~Target|塔吉特
iHerb
~有赞|有讚|Youzan
~微店
贝店
~云集|雲集
# 物流快递
顺丰|順豐|顺丰速运|SF Express
京东物流|京東物流
中通|中通快递|ZTO
~圆通|圓通|圆通速递|YTO
申通|申通快递|STO
韵达|韻達|韵达快递|Yunda
极兔|極兔|极兔速递|J&T
~百世|百世快递|Best Express
德邦|德邦快递|Deppon
~邮政|中国邮政|EMS|China Post
~菜鸟|菜鳥|Cainiao
丰巢|豐巢|Hive Box
~达达|達達|Dada
闪送|閃送
UU跑腿
~蜂鸟|蜂鳥|蜂鸟配送
货拉拉|貨拉拉|Lalamove
满帮|滿幫|运满满
快狗打车|快狗
安能物流|安能
壹米滴答
跨越速运
天天快递
宅急送
联邦快递|聯邦快遞|FedEx
UPS
DHL|敦豪
黑猫宅急便|Yamato
嘉里物流|Kerry
新竹物流
# 出行/地图/旅游/酒店
高德地图|高德地圖|高德|Amap
百度地图|百度地圖
腾讯地图|騰訊地圖
谷歌地图|Google Maps
~滴滴|滴滴出行|DiDi
~花小猪|花小豬
~曹操出行|曹操专车
T3出行
首汽约车|首汽約車
如祺出行
享道出行
嘀嗒出行|嘀嗒
Uber|优步
~Grab
携程|攜程|携程旅行|Ctrip|Trip.com
~飞猪|飛豬|Fliggy
~去哪儿|去哪兒|去哪儿网|Qunar
~同程|同程旅行|同程艺龙
艺龙|藝龍|eLong
途牛|Tuniu
~马蜂窝|馬蜂窩|Mafengwo
~穷游|窮遊|穷游网
航旅纵横|航旅縱橫
飞常准|飛常準
铁路12306|12306
~智行|智行火车票
~Booking|Booking.com|缤客
Agoda|安可达
Expedia|亿客行
Airbnb|爱彼迎|愛彼迎
~途家
小猪民宿
Klook|客路
KKday
华住|華住|华住会
汉庭|漢庭
~全季
桔子酒店
~如家|Home Inn
~锦江|錦江|锦江酒店
7天酒店|7天连锁酒店|7 Days Inn
维也纳酒店|維也納酒店
亚朵|亞朵|Atour
丽枫|麗楓
~希尔顿|希爾頓|Hilton
万豪|萬豪|Marriott
喜来登|喜來登|Sheraton
~洲际|洲際|IHG
~皇冠假日|Crowne Plaza
~假日酒店|Holiday Inn
凯悦|凱悅|Hyatt
~香格里拉|Shangri-La
雅高|Accor
宜必思|Ibis
诺富特|諾富特|Novotel
~四季酒店|Four Seasons
丽思卡尔顿|麗思卡爾頓|Ritz-Carlton
文华东方|文華東方|Mandarin Oriental
~半岛酒店|半島酒店|Peninsula
~开元|開元|开元酒店
首旅|首旅如家
东呈|東呈
城市便捷
中国国航|國航|Air China
东方航空|東方航空|东航|China Eastern
南方航空|南航|China Southern
海南航空|海航|Hainan Airlines
厦门航空|廈門航空|厦航
四川航空|川航
深圳航空|深航
春秋航空|Spring Airlines
吉祥航空|Juneyao
山东航空|山航
国泰航空|國泰航空|Cathay Pacific
长荣航空|長榮航空|EVA Air
中华航空|華航|China Airlines
新加坡航空|新航|Singapore Airlines
亚航|亞航|AirAsia
全日空|ANA
日本航空|日航|JAL
阿联酋航空|Emirates
汉莎航空|Lufthansa
环球影城|環球影城|Universal Studios
长隆|長隆|Chimelong
欢乐谷|歡樂谷
方特|Fantawild
华侨城|華僑城
# 银行/支付/金融/保险
支付宝|支付寶|Alipay
微信支付|WeChat Pay
云闪付|雲閃付|UnionPay App
银联|銀聯|UnionPay
~Visa|维萨
~万事达|萬事達|Mastercard
美国运通|American Express|AmEx
京东支付|京东金融
PayPal|贝宝
Apple Pay
拉卡拉
花呗|花唄
借呗|借唄
京东白条
余额宝|餘額寶
微粒贷|微粒貸
理财通|理財通
蚂蚁集团|螞蟻集團|Ant Group
度小满|度小滿
陆金所|陸金所|Lufax
天天基金|天天基金网
~东方财富|東方財富
~同花顺|同花順
~雪球
富途|富途牛牛|Futu
老虎证券|Tiger Brokers
华泰证券|華泰證券
中信证券|中信證券
国泰君安
招商证券
广发证券|廣發證券
中国工商银行|工商银行|工行|ICBC
中国建设银行|建设银行|建行|CCB
中国农业银行|农业银行|农行|ABC Bank
中国银行|中行|Bank of China|BOC
交通银行|交行|BOCOM
中国邮政储蓄银行|邮储银行|邮储
招商银行|招行|China Merchants Bank|CMB
中信银行
浦发银行|浦發銀行|SPDB
兴业银行|興業銀行
民生银行|民生銀行
光大银行|光大銀行
平安银行|平安銀行
华夏银行|華夏銀行
广发银行|廣發銀行
微众银行|微眾銀行|WeBank
网商银行|網商銀行|MYbank
北京银行
上海银行
宁波银行|寧波銀行
江苏银行|江蘇銀行
汇丰|滙豐|汇丰银行|HSBC
渣打|Standard Chartered
~花旗|Citi|Citibank
中国平安|平安保险|Ping An
中国人寿|國壽|China Life
中国人保|人保|PICC
太平洋保险|太保|CPIC
新华保险|新華保險
泰康|泰康保险
~友邦|友邦保险|AIA
安盛|AXA
众安|眾安|众安保险
~水滴|水滴筹|水滴保
轻松筹
# 通信运营商
中国移动|中國移動|China Mobile
中国联通|中國聯通|China Unicom
中国电信|中國電信|China Telecom
中国广电|中國廣電
香港电讯|香港電訊|HKT
csl
3香港|3HK
数码通|數碼通|SmarTone
中华电信|中華電信|Chunghwa Telecom
台湾大哥大|台灣大哥大
远传|遠傳|FarEasTone
新加坡电信|新電信|Singtel
~星和|StarHub
# 互联网平台/社交/视频/音乐
微信|WeChat
QQ
腾讯|騰訊|Tencent
阿里巴巴|Alibaba
百度|Baidu
字节跳动|字節跳動|ByteDance
抖音|Douyin
TikTok
~快手|Kuaishou
小红书|小紅書|Xiaohongshu
哔哩哔哩|嗶哩嗶哩|B站|Bilibili
知乎|Zhihu
~微博|新浪微博|Weibo
豆瓣|Douban
百度贴吧|贴吧|貼吧
虎扑|虎撲|Hupu
大众点评|大眾點評|Dianping
爱奇艺|愛奇藝|iQIYI
优酷|優酷|Youku
腾讯视频|騰訊視頻|WeTV
芒果TV
西瓜视频|西瓜視頻
咪咕|咪咕视频|Migu
搜狐视频|搜狐
网易|網易|NetEase
网易云音乐|網易雲音樂
QQ音乐|QQ音樂
酷狗|酷狗音乐|KuGou
酷我|酷我音乐|Kuwo
汽水音乐
~喜马拉雅|喜馬拉雅|Ximalaya
蜻蜓FM
~荔枝|荔枝FM
~得到|得到App
樊登读书|帆书
微信读书
起点中文网|起點中文網
晋江文学城|晉江
番茄小说|番茄小說
~七猫|七貓
~斗鱼|鬥魚|Douyu
~虎牙|Huya
YY
陌陌|Momo
~探探|Tantan
~Soul
BOSS直聘
智联招聘|智聯招聘
前程无忧|前程無憂|51job
猎聘|獵聘
~脉脉|脈脈
~拉勾|拉勾网
58同城|58同城网
赶集网|趕集網
~贝壳|貝殼|贝壳找房
链家|鏈家|Lianjia
安居客|Anjuke
~自如|Ziroom
~我爱我家|我愛我家
中原地产|中原地產
美联物业|美聯物業
土巴兔
齐家网|齊家網
瓜子二手车
人人车
优信|優信
途虎养车|途虎|Tuhu
天猫养车
京东养车
平安好医生
好大夫在线
微医|微醫
春雨医生
Facebook|脸书|臉書
Instagram|Ins
推特|Twitter
YouTube|油管
WhatsApp
Telegram
~LINE
Netflix|网飞|奈飞
Spotify
Reddit
Discord
Steam
~Epic
腾讯游戏
网易游戏
米哈游|miHoYo
~莉莉丝|Lilith
~叠纸|疊紙
鹰角|鷹角|Hypergryph
~完美世界|Perfect World
巨人网络|巨人網絡
三七互娱
任天堂|Nintendo
~Switch
PlayStation|PS5|PS4
Xbox
~暴雪|Blizzard
育碧|Ubisoft
~今日头条|今日頭條|Toutiao
~即刻|即刻App
~小宇宙|小宇宙播客
薄荷健康
美柚
丁香医生|丁香醫生|丁香园|丁香園
视频号|視頻號|微信视频号
点淘|點淘
淘宝闪购|淘寶閃購
全民K歌
QQ空间|QQ空間|Qzone
学习强国|學習強國
翼支付
蚂蚁财富|螞蟻財富
长桥证券|長橋證券|Longbridge
扫描全能王|CamScanner
百度文库|百度文庫
知网|知網|中国知网|CNKI
~大麦|大麥|大麦网
~青桔|青桔单车|青桔單車
摩拜|摩拜单车|Mobike
ofo|ofo小黄车
怪兽充电|怪獸充電
街口支付|JKOPay|JKO Pay
亚太电信|亞太電信
# 软件/办公/云
WPS|WPS Office
~金山|金山办公|Kingsoft
钉钉|釘釘|DingTalk
飞书|飛書|Feishu
企业微信|企業微信|WeCom
腾讯会议|騰訊會議|Tencent Meeting
腾讯文档|騰訊文檔
石墨文档|石墨文檔
语雀|語雀
印象笔记|印象筆記|Evernote
有道云笔记|有道雲筆記
~有道|网易有道|Youdao
为知笔记
Notion
Obsidian
~幕布
XMind
亿图|億圖|EdrawMax
~Office|Microsoft Office
~Word
~Excel
PowerPoint|PPT
~Outlook
~Teams|Microsoft Teams
~Zoom
~Slack
Adobe|奥多比
Photoshop
Premiere
剪映|CapCut
必剪
~快影
美图秀秀|美圖秀秀
~美图|美圖|Meitu
醒图
轻颜|輕顏
B612
Snapseed
Lightroom
Canva|可画|可畫
稿定设计|稿定
创客贴|創客貼
秀米
135编辑器
百度网盘|百度網盤|百度云
阿里云盘|阿里雲盤
~夸克|夸克网盘
115网盘
天翼云盘|天翼雲盤
坚果云|堅果雲
iCloud
Google Drive
Dropbox
OneDrive
阿里云|阿里雲|Aliyun|Alibaba Cloud
腾讯云|騰訊雲|Tencent Cloud
华为云|華為雲|Huawei Cloud
百度智能云|百度智能雲
京东云|京東雲
天翼云|天翼雲
移动云
~火山引擎|Volcano Engine
金山云|金山雲
UCloud|优刻得
七牛云
AWS|亚马逊云|Amazon Web Services
Azure|微软云
Google Cloud|谷歌云
~甲骨文|Oracle
IBM
SAP
Salesforce
用友|Yonyou
~金蝶|Kingdee
~浪潮|Inspur
东软|東軟|Neusoft
中软国际
神州数码|神州數碼
~宝塔
360安全卫士|360卫士
~火绒|火絨|Huorong
腾讯电脑管家
金山毒霸
卡巴斯基|Kaspersky
诺顿|Norton
迈克菲|McAfee
~小红伞|Avira
深信服|Sangfor
奇安信|Qi An Xin
~启明星辰
绿盟|綠盟|NSFOCUS
~向日葵|向日葵远程
ToDesk
TeamViewer
~迅雷|Xunlei
IDM
uTools
搜狗输入法|搜狗|Sogou
讯飞输入法
百度输入法
QQ浏览器
UC浏览器|UC
夸克浏览器
360浏览器
Chrome|谷歌浏览器
~Edge
Firefox|火狐
~Safari
~Windows
macOS
安卓|Android
~鸿蒙|鴻蒙|HarmonyOS
iOS
统信|統信|UOS
麒麟软件|银河麒麟
~深度|deepin
GitHub
Gitee|码云
JetBrains
VS Code|Visual Studio Code
~Cursor
Trae
通义灵码|通義靈碼
GitHub Copilot
# AI 大模型与产品
DeepSeek|深度求索
~豆包|Doubao
通义千问|通義千問|通义|千问|Qwen|Tongyi
文心一言|文心|ERNIE Bot
文小言
Kimi|月之暗面|Moonshot AI
~元宝|元寶|腾讯元宝|騰訊元寶|Yuanbao
~混元|腾讯混元|Hunyuan
智谱清言|智譜清言|ChatGLM
智谱|智譜|Zhipu|GLM
讯飞星火|訊飛星火|星火大模型
百川智能|Baichuan
MiniMax|稀宇科技
海螺AI|Hailuo AI
阶跃星辰|階躍星辰|StepFun
跃问|躍問
零一万物|零一萬物|01.AI
商汤|商湯|SenseTime
~商量|商汤商量
~日日新
~天工|天工AI|Skywork
昆仑万维|崑崙萬維|Kunlun Tech
秘塔AI搜索|秘塔|Metaso
纳米AI搜索|纳米AI
360智脑
盘古大模型
~即梦|即夢|Jimeng
可灵|可靈|Kling
~扣子|Coze
天天AI
Manus
面壁智能|MiniCPM
ChatGPT
OpenAI
~Claude|Anthropic
~Gemini
~Copilot|Microsoft Copilot
Grok|xAI
~Llama|Meta AI
~Perplexity
Midjourney
Stable Diffusion|Stability AI
~Sora
Suno
~Runway
Hugging Face
~Mistral
Character.AI
~Poe
通义万相|通義萬相
Vidu|生数科技
知乎直答
讯飞听见|訊飛聽見
通义听悟|通義聽悟
CodeBuddy
文心快码|Comate
豆包MarsCode|MarsCode
LiblibAI|哩布哩布
~星野
# 教育/学习
~新东方|新東方|New Oriental
~好未来|好未來|TAL
猿辅导|猿輔導
小猿搜题
~高途|高途课堂
掌门教育|掌門教育|掌门1对1
~火花思维|火花思維
斑马AI学|斑马思维
VIPKID
51Talk
~叽里呱啦|嘰里呱啦
洪恩|Hongen
~小天才|imoo
优学派|優學派
~大力智能
松鼠AI
中公教育|中公
华图教育|華圖|华图
~粉笔|粉笔教育|Fenbi
尚德机构
达内教育|達內
传智教育|传智播客|黑马程序员
慕课网
网易公开课
中国大学MOOC
学堂在线|學堂在線
Coursera
多邻国|多鄰國|Duolingo
百词斩|百詞斬
扇贝单词
~不背单词
墨墨背单词
欧路词典|歐路詞典|Eudic
金山词霸|金山詞霸
有道词典|有道詞典
沪江|滬江|沪江网校
~新航道
~环球教育|環球教育
朗阁
EF英孚|英孚教育|EF
韦博英语|韋博
华尔街英语|華爾街英語|Wall Street English
乐乐课堂
~一起作业
凯叔讲故事|凱叔講故事
编程猫|編程貓|Codemao
核桃编程
童程童美
# 小家电补充
格兰仕|格蘭仕|Galanz
荣事达|榮事達|Royalstar
~半球
~红心|紅心
利仁
大宇|Daewoo
灿坤|燦坤|Tsannkuen
先科|SAST
~金正
万利达|萬利達|Malata
# 电池/充电/储能
宁德时代|寧德時代|CATL
南孚|Nanfu
~双鹿|雙鹿
金霸王|Duracell
劲量|勁量|Energizer
超威电池|超威动力
~天能|天能电池
正浩|EcoFlow
华宝新能|Jackery|电小二
特来电|特來電
星星充电|星星充電
小桔充电|小桔充電
# 眼镜
依视路|依視路|Essilor
豪雅镜片|HOYA
明月镜片
万新|萬新
~暴龙|暴龍|Bolon
陌森|Molsion
帕莎|Prsr
雷朋|Ray-Ban
奥克利|Oakley
博士眼镜|博士眼鏡
LOHO
木九十
# 杯壶/厨房用品
富光
哈尔斯|哈爾斯
特百惠|Tupperware
希诺
物生物
杯具熊
~天喜
# 茶叶/滋补/月饼/冲调
八马茶业|八馬茶業|八马
天福茗茶
小罐茶
大益
~张一元|張一元
吴裕泰|吳裕泰
~中茶
澜沧古茶|瀾滄古茶
立顿|立頓|Lipton
川宁|川寧|Twinings
燕之屋
小仙炖|小仙燉
官栈
宁安堡|寧安堡
百瑞源
荣华月饼
杏花楼|杏花樓
~元祖|Ganso
华美月饼
真真老老
冠生园|冠生園
百花蜂蜜
康维他|康維他|Comvita
西麦|西麥
桂格|Quaker
王饱饱|王飽飽
欧扎克|歐扎克|OCAK
南方黑芝麻
~香飘飘|香飄飄
优乐美|優樂美
阿华田|阿華田|Ovaltine
美禄|美祿|Milo
艺福堂|藝福堂
华祥苑|華祥苑
下关沱茶|下關沱茶
~白沙溪
卢正浩|盧正浩
谢裕大|謝裕大
武夷星
~老同志
陈升号|陳升號
~七彩云南|七彩雲南
~凤牌|鳳牌|凤牌红茶
正山堂
~茶里|ChaLi
# 运动营养
康比特
肌肉科技|MuscleTech
欧普特蒙|Optimum Nutrition
Myprotein
# 轮胎/车品
米其林|Michelin
普利司通|Bridgestone
固特异|固特異|Goodyear
~马牌|德国马牌
倍耐力|Pirelli
邓禄普|鄧祿普|Dunlop
韩泰|韓泰|Hankook
锦湖|錦湖|Kumho
佳通|Giti
~玲珑|玲瓏|玲珑轮胎|Linglong
朝阳轮胎|朝陽輪胎
三角轮胎
~横滨|橫濱|Yokohama
美孚|Mobil
~壳牌|殼牌
嘉实多|嘉實多|Castrol
长城润滑油
昆仑润滑油
统一润滑油
70迈|70mai
盯盯拍
# 健身/影院/生活服务
~超级猩猩|超級猩猩
乐刻|樂刻|LeFit
威尔仕|Will's
一兆韦德
金吉鸟
万达影城|萬達影城|万达电影
~猫眼|貓眼|猫眼电影
淘票票
大地影院
横店影视
CGV
58到家
天鹅到家|天鵝到家
~万师傅
# 乐器
珠江钢琴|珠江鋼琴|Pearl River
星海钢琴
卡瓦依|Kawai
施坦威|Steinway
英昌|Young Chang
~三益|Samick
吉普森|Gibson
卡马|Kama
雅依利|Aria
# 香水/护肤补充
观夏|觀夏|To Summer
~气味图书馆|氣味圖書館|Scent Library
冰希黎
阿蒂仙|L'Artisan Parfumeur
潘海利根|Penhaligon's
百瑞德|Byredo
梅森马吉拉|Maison Margiela
可丽金
瑷尔博士|Dr.Alva
优时颜|Uniskin
百植萃
敷尔佳|敷爾佳
颐莲|頤蓮
~海龟爸爸
毕生之研
肌活|Bio-MESO
瑞铂希|Repairsisters
芙清
创福康
绽妍
PMPM
三谷
露得清|Neutrogena
伊丽莎白雅顿|伊麗莎白雅頓|Elizabeth Arden
~赫拉|HERA
蒂佳婷|Dr.Jart+
菲洛嘉|Filorga
馥蕾诗
宝拉珍选|寶拉珍選|Paula's Choice
The Ordinary
悦木之源|悅木之源|Origins
~植物医生
欧珀莱|歐珀萊|AUPRES
谜尚|謎尚|Missha
AHC
御泥坊
温碧泉
美即|MG美即
~凡士林|Vaseline
高夫
理然
阿芙|AFU
# 母婴补充
NUK
新安怡|Avent
布朗博士|Dr. Brown's
世喜
可么多么
德佑
~子初
嫚熙
雀氏
舒比奇
凯儿得乐
~菲比
~江博士
基诺浦|Ginoble
泰兰尼斯
斯纳菲
迷你巴拉巴拉|Mini Balabala
# 宠物补充
伟嘉|偉嘉|Whiskas
宝路|寶路|Pedigree
普瑞纳|Purina
~巅峰|ZIWI
K9 Natural
纽顿|Nutram
~百利
蓝挚|Blue Buffalo
素力高|Solid Gold
pidan
多可特
凯锐思
比乐
# 服装补充
~ONLY
VERO MODA
杰克琼斯|傑克瓊斯|Jack & Jones
绫致|Bestseller
衣恋|E-LAND
艾格|Etam
欧时力|歐時力|Ochirly
~哥弟|GIRDEAR
玖姿
朗姿
歌力思
地素|DAZZLE
伊芙丽
~秋水伊人
~裂帛
韩都衣舍|韓都衣舍
茵曼|INMAN
卡宾|Cabbeen
马克华菲|馬克華菲
GXG
柒牌
~才子
~与狼共舞
鄂尔多斯|鄂爾多斯|ERDOS
~鹿王
~雪莲
珍贝
安莉芳|Embry Form
黛安芬|Triumph International
华歌尔|華歌爾|Wacoal
欧迪芬|Ordifen
婷美
芬腾
北极绒|北極絨
俞兆林
~顶瓜瓜
MAIA ACTIVE
粒子狂热|Particle Fever
# 汽车补充
捷达|捷達|Jetta
北京越野
合创|合創
高合|HiPhi
威马|WM Motor
速珂|Super Soco
极核|極核
杰宝大王|傑寶大王
长城炮
尚界
赛力斯|賽力斯|Seres
鸿蒙智行|鴻蒙智行|HIMA
~风云|風雲
上汽通用
五菱宏光|宏光MINIEV > 五菱
长安欧尚|長安歐尚
小马智行|小馬智行|Pony.ai
文远知行|文遠知行|WeRide
萝卜快跑|蘿蔔快跑
地平线机器人|地平線機器人|Horizon Robotics
Momenta
禾赛|禾賽|Hesai
速腾聚创|速騰聚創|RoboSense
# 餐饮补充
~胡桃里
海伦司|海倫司|Helens
蛙来哒
乐凯撒|樂凱撒
阿香米线|阿香米線
蒙自源
~老娘舅
和合谷
嘉和一品
丸龟制面|丸龜製麵|Marugame
一风堂|一風堂|Ippudo
~争鲜|爭鮮|Sushi Express
元气寿司|元氣壽司|Genki Sushi
汉拿山|漢拿山
九田家
姜虎东白丁|姜虎東白丁
比格比萨|比格披萨
~大米先生
谷田稻香|穀田稻香
米村拌饭|米村拌飯
李先生牛肉面
~本宫的茶
桂桂茶
新时沏|新時沏
蓝瓶咖啡|藍瓶咖啡|Blue Bottle
# 房地产/物业
万科|萬科|Vanke
碧桂园|碧桂園|Country Garden
保利|保利发展|Poly
华润置地|華潤置地
~龙湖|龍湖|Longfor
融创|融創|Sunac
~绿城|綠城|Greentown
~中海|中海地产|中海地產
招商蛇口
金地|Gemdale
旭辉|旭輝
新城控股
恒大|Evergrande
万达|萬達|Wanda
# 婚恋/医美/本地服务
珍爱网|珍愛網
世纪佳缘|世紀佳緣
百合网|百合網
新氧|SoYoung
~更美
美莱|美萊
艾尔建|Allergan
乔雅登|喬雅登|Juvederm
保妥适|Botox
衡力
# 安防/智能硬件
大华|大華|Dahua
宇视|宇視|Uniview
米兔
# 家电/家居补充
嘉格纳|Gaggenau
凯度|凱度|Casdon
~纯米|純米
希亦|CEYEE
~352
舒乐氏|Coway
西昊|Sihoo
永艺|永藝
保友|Ergonor
黑白调|黑白調|HBADA
傲风|AutoFull
赫曼米勒|Herman Miller
斯迪尔|Steelcase
美旅|American Tourister
~地平线8号|地平線8號
~90分|90FUN
途明|Tumi
~阿尔法蛋|阿爾法蛋
# 医疗器械/隐形眼镜/防护
迈瑞|邁瑞|Mindray
三诺生物
瑞思迈|ResMed
怡和嘉业|BMC
安视优|Acuvue
博士伦|博士倫|Bausch + Lomb
库博|CooperVision
~海昌|Hydron
卫康|衛康
视康|Alcon
稳健医疗|穩健醫療|Winner Medical
振德
海氏海诺|海氏海諾
邦迪|Band-Aid
~五个女博士
# 基金公司
易方达|易方達|E Fund
华夏基金|華夏基金
南方基金
广发基金|廣發基金
天弘基金
嘉实基金|嘉實基金
博时基金|博時基金
富国基金|富國基金
汇添富|匯添富
招商基金
# 媒体/评测（在正文中作为评价的出处：“据中关村在线评测…”）
中关村在线|ZOL
太平洋电脑网|PConline
汽车之家
懂车帝
易车|易车网
爱卡汽车
36氪|36Kr
虎嗅|虎嗅网
钛媒体
爱范儿
少数派
IT之家
新浪科技
网易科技
腾讯科技
澎湃新闻
界面新闻
第一财经
财新
凤凰网
人民网
新华网
央视网
中国消费者报
# 茶叶品牌
猴坑|猴坑茶业|猴坑牌
徽六|徽六茶业|徽六瓜片
祥源茶|祥源茶业
润思|润思祁红|潤思
天之红|天之紅|天之红祁门红茶
抱儿钟秀|抱兒鍾秀
黄山光明茶业|光明茶业
中闽魏氏|中閩魏氏
魏荫名茶|魏蔭名茶
品品香|品品香白茶
绿雪芽|綠雪芽
六妙|六妙白茶
日春茶业|日春
香江茶业
岩上茶业
凤山茶业|鳳山茶業
祥华茶业|祥華茶業
安溪铁观音集团
雨林古树茶|雨林古茶坊
福元昌
今大福
六大茶山
勐库戎氏|勐庫戎氏|戎氏
滇红集团|滇紅集團
龙润茶|龍潤茶
合和昌
书剑古茶|書劍古茶
昌泰茶业|昌泰
中吉号|中吉號
福今茶业|福今
俊仲号
狮峰牌|獅峰牌
贡牌|貢牌
御牌
龙冠龙井|龍冠
忆江南|憶江南
宋茗|宋茗白茶
大山坞|大山塢
湘益|湘益茯茶
怡清源
华莱健|華萊健|华莱黑茶
元长厚|元長厚
庆林春|慶林春
老舍茶馆|老舍茶館
汪裕泰
一念草木中
茶人岭|茶人嶺
乐品乐茶|樂品樂茶
天仁茗茶|天仁|Ten Ren
王德传|王德傳
英记茶庄|英記茶莊
福茗堂
# 白酒/黄酒/葡萄酒与名酒连锁
茅台王子|王子酒 > 茅台
茅台迎宾酒|迎宾酒|迎賓酒 > 茅台
汉酱|漢醬 > 茅台
赖茅|賴茅 > 茅台
茅台1935 > 茅台
贵州大曲|貴州大曲 > 茅台
华茅|華茅 > 茅台
茅台生肖酒 > 茅台
五粮醇|五糧醇 > 五粮液
尖庄|尖莊 > 五粮液
五粮特曲 > 五粮液
泸州老窖特曲|老窖特曲 > 泸州老窖
泸州老窖头曲 > 泸州老窖
窖龄酒 > 泸州老窖
小郎酒 > 郎酒
水晶剑|水晶劍 > 剑南春
玻汾 > 汾酒
竹叶青酒|竹葉青酒 > 汾酒
国缘|國緣 > 今世缘
君品习酒 > 习酒
习酒窖藏1988|窖藏1988 > 习酒
摘要酒|金沙摘要 > 金沙酒
珍十五|珍酒珍十五 > 珍酒
一品景芝 > 景芝
李渡|李渡酒
四特|四特酒
湘窖|湘窖酒业
武陵酒
浏阳河酒|瀏陽河酒
金种子|金種子|金种子酒
文王贡酒|文王貢酒
宣酒
全兴大曲|全興大曲|全兴
文君酒
叙府|敘府
小角楼|小角樓
板城烧锅|板城燒鍋|板城
丛台酒|叢台酒
刘伶醉|劉伶醉
山庄老酒|山莊老酒
老龙口|老龍口
道光廿五
玉泉酒
孔府家酒|孔府家
兰陵酒|蘭陵酒
花冠酒
古贝春|古貝春
国井|國井 > 扳倒井
张弓酒|張弓酒
皇沟|皇溝
毛铺|毛鋪|毛铺苦荞酒 > 劲酒
鸭溪窖|鴨溪窖
湄窖
青酒
怀庄|懷莊
太白酒
白水杜康
皇台酒|皇臺酒
北大仓|北大倉
富裕老窖
天佑德|天佑德青稞酒
互助青稞酒
九江双蒸|九江雙蒸
石湾玉冰烧|石灣玉冰燒|玉冰烧
谷小酒|穀小酒
肆拾玖坊
沙洲优黄|沙洲優黃
即墨老酒
咸亨|咸亨酒
乌毡帽|烏氈帽
国稠|國稠
通化葡萄酒|通葡
怡园酒庄|怡園酒莊
西鸽酒庄|西鴿酒莊
贺兰晴雪|賀蘭晴雪
尼雅|尼雅葡萄酒
香格里拉葡萄酒
敖云|敖雲|Ao Yun
解百纳|解百納 > 张裕
卡思黛乐|卡思黛樂|Castel
蒙特斯|Montes
拉菲传奇|拉菲傳奇 > 拉菲
青岛纯生|青島純生 > 青岛啤酒
奥古特|奧古特 > 青岛啤酒
雪花纯生|雪花純生 > 雪花
蓝妹|藍妹|Blue Girl
拳击猫|拳擊貓|Boxing Cat
高大师|高大師
牛啤堂
优布劳|優布勞
华致酒行|華致酒行
酒仙网|酒仙網
也买酒|也買酒
酒便利
名品世家
歌德盈香
购酒网|購酒網
金六福
贵州醇|貴州醇
茅台醇 > 茅台
古20|古井贡古20 > 古井贡酒
# 乳制品
舒化|舒化奶|伊利舒化 > 伊利
新养道|新養道|蒙牛新养道 > 蒙牛
优益C|優益C > 蒙牛
冠益乳 > 蒙牛
悠瑞 > 蒙牛
蒂兰圣雪|蒂蘭聖雪 > 蒙牛
精选牧场|精選牧場 > 蒙牛
安糖健
蛋白时光|蛋白時光
畅轻|暢輕 > 伊利
欣活 > 伊利
谷粒多|穀粒多 > 伊利
味可滋 > 伊利
甄稀 > 伊利
植选|植選 > 伊利
金领冠|金領冠 > 伊利
伊利每益添 > 伊利
莫斯利安 > 光明
优倍|優倍 > 光明
畅优|暢優 > 光明
致优|致優 > 光明
健能|光明健能 > 光明
简醇|簡醇 > 君乐宝
悦鲜活|悅鮮活 > 君乐宝
涨芝士啦|漲芝士啦 > 君乐宝
星飞帆|星飛帆 > 飞鹤
菁挚|菁摯 > 雅培
铂臻|鉑臻 > 惠氏
蓝臻|藍臻 > 美赞臣
优博|優博 > 圣元
风行牛奶|風行牛奶|风行乳业
石埠|石埠乳业|石埠乳業
晨光乳业|晨光牛奶
西域春
麦趣尔|麥趣爾
欧亚乳业|歐亞乳業
来思尔|來思爾
雪兰|雪蘭|雪兰牛奶
好一多
均瑶味动力|味动力|味動力
兰格格|蘭格格
骑士乳业|騎士乳業
吾岛|吾島|吾岛酸奶
吉士丁
朝日唯品
宜品|宜品乳业
卓牧|卓牧羊奶粉
蓝河|藍河|Blue River
和氏乳业|和氏乳業|和氏奶粉
维维|維維|维维豆奶
百菲酪|百菲酪水牛奶
新农乳业|新農乳業
庄园牧场|莊園牧場
科迪乳业|科迪乳業
# 调味品/粮油/方便食品
珠江桥|珠江橋|珠江桥牌
致美斋|致美齋
鹰金钱|鷹金錢
老才臣
王致和
六必居
玉堂酱园|玉堂醬園
凤球唛|鳳球嘜
葱伴侣|蔥伴侶 > 欣和
味达美|味達美 > 欣和
禾然 > 欣和
好侍|House
大喜大
虎邦|虎邦辣酱
颐海|頤海|颐海国际
宁化府|寧化府
中盐|中鹽
金浩|金浩茶油
狮球唛|獅球嘜
刀唛|刀嘜
满汉大餐|滿漢大餐 > 统一
辛拉面|辛拉麵 > 农心
火鸡面|火雞麵 > 三养
大辣娇|大辣嬌 > 白象
食族人
嗨吃家
光友|光友粉丝
利口福
诸老大|諸老大
海霸王
惠发|惠發
福成|福成五丰
裕道府
稻可道
博大面业|博大面業
中裕|中裕面粉
乌江榨菜|烏江榨菜|涪陵榨菜
鱼泉|魚泉|鱼泉榨菜
舒可曼
展艺|展藝
新良
锅圈|鍋圈|锅圈食汇
周君记|周君記
# 超市/便利店/百货
友好超市|友好集团|友好百货
汇嘉|匯嘉|汇嘉时代
美特好
金虎便利
新玛特|新瑪特
麦凯乐|麥凱樂
千盛百货|千盛|千盛國際
大福源
比优特|比優特
松雷|松雷商业
振华超市|振華超市
维客|維客|维客超市
佳乐家|佳樂家
全福元
思达超市|思達超市
八佰伴|第一八佰伴
大统华|大統華
农工商超市|農工商超市
华联超市|華聯超市
北京华联|北京華聯
百联|百聯|百联集团
太平洋百货|太平洋百貨
民生百货|民生百貨
开元商城|開元商城
家润多|家潤多
新一佳
岁宝|歲寶|岁宝百货
广百|廣百|广百百货
海雅|海雅百货
嘉荣|嘉榮|嘉荣超市
洪客隆
冠超市
南城百货|南城百貨
梦之岛|夢之島
合力超市
星力|星力百货
新华百货|新華百貨
国芳百货|國芳百貨
华冠|華冠|华冠超市
首航超市
当代商城|當代商城
SKP|北京SKP
燕莎|燕莎友谊商城|燕莎商城
大洋百货|大洋百貨
万达百货|萬達百貨
苏宁小店
盒马X会员店|盒马X > 盒马
盒马奥莱 > 盒马
# 港澳台/东南亚零售
松青超市|松青
楓康超市|枫康超市
金石堂
HOLA|特力和乐|特力和樂
日藥本舖|日药本铺
丁丁藥局|丁丁药局
杏一|杏一醫療用品
大昌食品|大昌食品市場
759阿信屋|阿信屋
永安百货|永安百貨|Wing On
先施|先施百货
连卡佛|連卡佛|Lane Crawford
优品360|優品360
位元堂
余仁生|餘仁生|Eu Yan Sang
新苑超市
来来超市|來來超市
Hero Market
小三美日
myNEWS
NSK Grocer
# 电商与即时零售
天猫国际|天貓國際|Tmall Global
京东国际|京東國際|JD Worldwide
美团外卖|美團外賣
美团买菜|美團買菜
淘特|淘宝特价版
淘鲜达|淘鮮達
京东外卖|京東外賣
京喜
淘宝直播|淘寶直播
微信小店
视频号小店|視頻號小店
京东京造|京東京造
聚划算|聚劃算
本来生活|本來生活
永辉生活|永輝生活
顺丰同城|順豐同城
蜂鸟即配|蜂鳥即配
十荟团|十薈團
橙心优选|橙心優選
1号店
蘑菇街
小红书商城 > 小红书
京东超市|京東超市 > 京东
抖音超市 > 抖音
快团团 > 拼多多
京东PLUS|京東PLUS > 京东
孔夫子旧书网|孔夫子舊書網
多抓鱼|多抓魚
# 通信运营商
动感地带|動感地帶 > 中国移动
神州行 > 中国移动
和包支付 > 中国移动
中国铁塔|中國鐵塔
中国移动香港|中國移動香港|CMHK
和记电讯|和記電訊
台湾之星|台灣之星
# 云与大模型/AI 编程工具
CodeGeeX
iFlyCode > 科大讯飞
代码小浣熊|代碼小浣熊 > 商汤
CodeArts|CodeArts Snap > 华为云
JoyCoder > 京东
Qoder > 阿里巴巴
Kiro > AWS
火山方舟 > 火山引擎
魔搭|魔搭社区|ModelScope > 阿里云
硅基流动|SiliconFlow
无问芯穹|無問芯穹
澜舟科技|瀾舟科技
云从科技|雲從科技
旷视|曠視|Megvii
第四范式|第四範式
摩尔线程|摩爾線程
壁仞|壁仞科技
腾讯元器 > 腾讯
AutoGLM > 智谱
小布助手 > OPPO
Jovi > vivo
紫东太初|紫東太初
联通云|聯通雲 > 中国联通
浪潮云|浪潮雲 > 浪潮
白山云|白山雲
又拍云|又拍雲
网宿|網宿|网宿科技
世纪互联|世紀互聯
PixVerse|拍我AI
问小白|問小白
# 智能家居/插座/数码配件
青萍|Qingping
LifeSmart
物联传感|Wulian
公牛智家 > 公牛
领普|領普|Linptech
博联|博聯|BroadLink
三翼鸟|三翼鳥 > 海尔
美的美居 > 美的
杜亚|杜亞|Dooya
小京鱼|小京魚 > 京东
华为智选|華為智選 > 华为
鸿蒙智联|鴻蒙智聯 > 华为
亚太天能|亞太天能
良信|Nader
# 户外鞋服
北山狼
黑鹿|Blackdeer
维达利多|Vidalido
觅乐|Millet
高德运|Goldwin
攀山鼠|Klattermusen
诺诗兰|諾詩蘭|Northland
乐飞叶|樂飛葉|Lafuma
艾高|Aigle
马孔多|馬孔多|Makondo
三夫户外|三夫戶外
拓路者|Pioneer Camp
VVC
OhSunny
# 鞋类与鞋垫
盖世威|蓋世威|K-Swiss
达芙妮|達芙妮|Daphne
康奈|Kangnai
蜘蛛王
木林森
足力健|足力健老人鞋
际华3515|3515强人|强人3515
必迈|Bmai
飞电|飛電 > 李宁
160X > 特步
爽健|Scholl
Superfeet
Sof Sole
德尔惠|德爾惠
Sidas
# 租车平台
神州租车|神州租車|CAR Inc.
一嗨租车|一嗨租車|一嗨|eHi
悟空租车|悟空租車
携程租车|攜程租車 > 携程
凹凸租车|凹凸租車
租租车|租租車
EVCARD
GoFun出行|GoFun
联动云|聯動雲|联动云租车
首汽租车|首汽租車
哈啰租车 > 哈啰
e代驾|e代駕
滴滴代驾 > 滴滴
车享家|車享家
飞猪租车|飛豬租車 > 飞猪
神州优车|神州優車
神州专车|神州專車
Rentalcars
摩范出行
# 家电与清洁电器
小蓝翼 > TCL
三菱重工
晶弘 > 格力
大松 > 格力
顺造|順造|Shunzao
浦桑尼克|Proscenic
斐纳|TOMEFON
德意电器|德意電器
芙万|芙萬 > 添可
窗宝|WINBOT > 科沃斯
魔洁|魔潔 > 莱克
# 母婴
爱得利|愛得利|IVORY
Hegen|赫根
贝恩施|貝恩施
强生婴儿|強生嬰兒 > 强生
贝德美|貝德美
伊威|Eastwes
贝拉米|貝拉米|Bellamy's
可瑞康|Karicare
特福芬|Töpfer|Topfer
千芝雅
倍舒特
婴贝儿|嬰貝兒
皇家美素佳儿 > 美素佳儿
卓萃|爱他美卓萃 > 爱他美
乐铂|樂鉑 > 君乐宝
能立多 > 澳优
派星 > 合生元
星鲨|星鯊
伊可新
泰诺林 > 强生
b.box
努比|Nuby
康贝|Combi
阿普丽佳|阿普麗佳|Aprica
# 宠物
乖宝|乖寶|Gambol
中宠|中寵|中宠股份
佩蒂|佩蒂股份
江小傲
尾巴生活
怡亲|怡親|Yoken
许翠花|許翠花
福丸|福丸猫砂
洁客|潔客
爱沃克|愛沃克|Advocate
超可信
网易天成|網易天成
朗诺|朗諾
N1爱宠|N1愛寵
路斯|Luscious
麦德氏|麥德氏|IN-PLUS
美联众合|美聯眾合
安安宠医|安安寵醫
派多格
`;
