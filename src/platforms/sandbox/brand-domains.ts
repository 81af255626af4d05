/** A product domain the sandbox can talk about, with the words that select it and its brands. */
export interface BrandDomain {
  id: string;
  zhName: string;
  enName: string;
  keywords: readonly string[];
  brands: readonly { zh: string; en: string }[];
  /** Aspects an answer compares brands on. */
  zhAspects: readonly string[];
  enAspects: readonly string[];
}

const b = (zh: string, en: string) => ({ zh, en });

export const BRAND_DOMAINS: readonly BrandDomain[] = [
  {
    id: "phones",
    zhName: "手机",
    enName: "smartphone",
    keywords: ["手机", "phone", "smartphone", "折叠屏", "拍照", "5g"],
    brands: [
      b("华为", "Huawei"),
      b("小米", "Xiaomi"),
      b("苹果", "Apple"),
      b("OPPO", "OPPO"),
      b("vivo", "vivo"),
      b("荣耀", "Honor"),
      b("三星", "Samsung"),
      b("一加", "OnePlus"),
      b("realme真我", "realme"),
    ],
    zhAspects: ["影像系统", "续航", "系统流畅度", "性价比", "售后服务"],
    enAspects: ["camera", "battery life", "software updates", "value for money", "after-sales service"],
  },
  {
    id: "cars",
    zhName: "新能源汽车",
    enName: "electric car",
    keywords: ["汽车", "车", "新能源", "电动车", "suv", "car", "ev", "electric vehicle"],
    brands: [
      b("比亚迪", "BYD"),
      b("特斯拉", "Tesla"),
      b("理想", "Li Auto"),
      b("蔚来", "NIO"),
      b("小鹏", "XPeng"),
      b("问界", "AITO"),
      b("极氪", "Zeekr"),
      b("大众", "Volkswagen"),
      b("丰田", "Toyota"),
    ],
    zhAspects: ["续航里程", "智能驾驶", "空间舒适性", "充电网络", "保值率"],
    enAspects: ["range", "driver assistance", "interior space", "charging network", "resale value"],
  },
  {
    id: "laptops",
    zhName: "笔记本电脑",
    enName: "laptop",
    keywords: ["笔记本", "电脑", "laptop", "notebook", "轻薄本", "游戏本"],
    brands: [
      b("联想", "Lenovo"),
      b("苹果", "Apple"),
      b("华为", "Huawei"),
      b("戴尔", "Dell"),
      b("惠普", "HP"),
      b("华硕", "ASUS"),
      b("宏碁", "Acer"),
      b("微软", "Microsoft Surface"),
    ],
    zhAspects: ["性能释放", "屏幕素质", "重量与便携", "键盘手感", "散热"],
    enAspects: ["performance", "display", "weight", "keyboard", "thermals"],
  },
  {
    id: "coffee",
    zhName: "咖啡",
    enName: "coffee",
    keywords: ["咖啡", "coffee", "拿铁", "latte", "咖啡豆", "espresso"],
    brands: [
      b("瑞幸咖啡", "Luckin Coffee"),
      b("星巴克", "Starbucks"),
      b("库迪咖啡", "Cotti Coffee"),
      b("Manner", "Manner Coffee"),
      b("三顿半", "Saturnbird"),
      b("雀巢", "Nescafé"),
      b("Tims天好", "Tim Hortons"),
    ],
    zhAspects: ["口味", "价格", "门店覆盖", "新品速度", "咖啡豆品质"],
    enAspects: ["taste", "price", "store coverage", "new drinks", "bean quality"],
  },
  {
    id: "skincare",
    zhName: "护肤品",
    enName: "skincare",
    keywords: ["护肤", "面霜", "精华", "防晒", "skincare", "serum", "moisturizer", "sunscreen", "化妆品"],
    brands: [
      b("兰蔻", "Lancôme"),
      b("雅诗兰黛", "Estée Lauder"),
      b("珀莱雅", "Proya"),
      b("薇诺娜", "Winona"),
      b("理肤泉", "La Roche-Posay"),
      b("欧莱雅", "L'Oréal Paris"),
      b("资生堂", "Shiseido"),
      b("SK-II", "SK-II"),
    ],
    zhAspects: ["成分安全", "保湿效果", "敏感肌友好", "价格", "口碑"],
    enAspects: ["ingredient safety", "hydration", "sensitive skin", "price", "reviews"],
  },
  {
    id: "crm",
    zhName: "CRM 软件",
    enName: "CRM software",
    keywords: ["crm", "客户管理", "销售管理", "客户关系"],
    brands: [
      b("Salesforce", "Salesforce"),
      b("纷享销客", "Fxiaoke"),
      b("销售易", "Neocrm"),
      b("HubSpot", "HubSpot"),
      b("Zoho CRM", "Zoho CRM"),
      b("微软 Dynamics 365", "Microsoft Dynamics 365"),
      b("钉钉", "DingTalk"),
    ],
    zhAspects: ["功能完整度", "本地化", "集成能力", "价格", "上手难度"],
    enAspects: ["feature depth", "localisation", "integrations", "pricing", "ease of use"],
  },
  {
    id: "cloud",
    zhName: "云服务",
    enName: "cloud",
    keywords: ["云", "cloud", "服务器", "server", "云计算", "hosting"],
    brands: [
      b("阿里云", "Alibaba Cloud"),
      b("腾讯云", "Tencent Cloud"),
      b("华为云", "Huawei Cloud"),
      b("亚马逊云科技", "AWS"),
      b("微软 Azure", "Microsoft Azure"),
      b("谷歌云", "Google Cloud"),
      b("火山引擎", "Volcengine"),
    ],
    zhAspects: ["稳定性", "价格", "产品线", "技术支持", "合规"],
    enAspects: ["reliability", "pricing", "product range", "support", "compliance"],
  },
  {
    id: "sportswear",
    zhName: "运动鞋服",
    enName: "sportswear",
    keywords: ["运动鞋", "跑鞋", "运动服", "sneaker", "running shoe", "sportswear"],
    brands: [
      b("耐克", "Nike"),
      b("阿迪达斯", "Adidas"),
      b("安踏", "Anta"),
      b("李宁", "Li-Ning"),
      b("特步", "Xtep"),
      b("亚瑟士", "ASICS"),
      b("新百伦", "New Balance"),
    ],
    zhAspects: ["脚感", "耐穿度", "设计", "价格", "科技配置"],
    enAspects: ["comfort", "durability", "design", "price", "technology"],
  },
];

/** Brands headquartered in China, for questions that ask for domestic (国产) brands. */
export const CHINESE_BRANDS: ReadonlySet<string> = new Set([
  "Huawei",
  "Xiaomi",
  "OPPO",
  "vivo",
  "Honor",
  "OnePlus",
  "realme",
  "BYD",
  "Li Auto",
  "NIO",
  "XPeng",
  "AITO",
  "Zeekr",
  "Lenovo",
  "Luckin Coffee",
  "Cotti Coffee",
  "Manner Coffee",
  "Saturnbird",
  "Proya",
  "Winona",
  "Fxiaoke",
  "Neocrm",
  "DingTalk",
  "Alibaba Cloud",
  "Tencent Cloud",
  "Huawei Cloud",
  "Volcengine",
  "Anta",
  "Li-Ning",
  "Xtep",
]);

/** Used when no domain keyword matches: a general consumer-electronics answer. */
export const FALLBACK_DOMAIN = BRAND_DOMAINS[0];
