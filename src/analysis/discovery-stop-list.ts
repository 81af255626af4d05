/**
 * Words that head list items, headings, bold spans and table cells without being brands. A discovery
 * candidate is rejected when it equals a stop word, contains a generic Chinese term, or contains a
 * generic English word (documented in docs/analysis.md).
 */
// biome-ignore format: a word list reads better packed than one word per line
export const STOP_EXACT = new Set([
  "优点", "缺点", "价格", "总结", "结论", "注意事项", "选购建议", "推荐", "其他", "其它", "备注", "说明", "简介", "概述", "参考", "来源", "参考资料",
  "参考来源", "小结", "提示", "温馨提示", "免责声明", "官网", "官方", "品牌", "型号", "产品", "名称", "排名", "序号", "特点", "适合人群", "推荐理由",
  "结语", "前言", "引言", "答案", "回答", "pros", "cons", "summary", "conclusion", "note", "notes", "overview",
  "verdict", "tl;dr", "tldr", "faq", "brand", "model", "name", "rank", "price", "sources", "references",
  "introduction", "bottom line", "final thoughts", "trade-offs", "tradeoffs", "trade-off", "drawbacks", "downsides",
  // Kinds of shop and channel: where-to-buy answers head their lists with them.
  "超市", "便利店", "商店", "小卖部", "药店", "药房", "商场", "市场", "电商", "电商平台", "团购", "外卖", "网购", "旗舰店", "专卖店",
  "实体店", "门店", "批发市场", "菜市场", "零售商", "经销商", "代理商", "茶饮店", "餐厅", "饭店", "烟酒行", "烟酒店", "食品", "商品", "示例", "链接",
]);

/**
 * Makers' own technologies that answers about shoes and outdoor gear name beside the makers: a sole rubber,
 * a foam, a membrane, a lacing system ("**Contagrip MA**", "CloudTec缓震模块", "Omni-Grip"). They are parts of
 * a maker's products, not brands; an ingredient brand sold to many makers (Vibram, GORE-TEX, eVent,
 * Ortholite) is a brand and is not listed. A candidate that is one, or one followed by more of its name, is
 * no name.
 */
// biome-ignore format: a word list reads better packed than one word per line
export const MAKER_TECHNOLOGIES = [
  "contagrip", "megagrip", "omni-grip", "omnigrip", "outdry", "omni-heat", "omni-tech", "energycell", "cloudtec", "helion",
  "fresh foam", "fuelcell", "maxtrac", "frixion", "litebase", "missiongrip", "surfacectrl", "techlite", "keen.dry",
  "multi-traction", "idrogrip", "speedframe", "quicklace", "sensifit", "m-select",
];

// biome-ignore format: a word list reads better packed than one word per line
export const STOP_SUBSTRINGS_CJK = [
  "自组", "自建", "diy", "在", "先", "要", "会", "应", "请", "不", "经常", "追求", "看重", "注重", "喜欢", "想要", "偏好", "优先", "优点",
  "缺点", "优势", "劣势", "不足", "总结", "结论", "注意", "事项", "建议", "推荐", "价格", "预算", "价位", "性价比", "选购", "购买", "对比",
  "比较", "方面", "特点", "特色", "适合", "场景", "方案", "因素", "问题", "用户", "人群", "功能", "性能", "配置", "续航", "参数", "品牌", "排名",
  "榜单", "以下", "概述", "简介", "介绍", "背景", "核心", "亮点", "体验", "设计", "外观", "质量", "服务", "售后", "口碑", "评价", "适用", "需求",
  "考虑", "技巧", "指南", "攻略", "常见", "其他", "其它", "总体", "综合", "整体", "详细", "分析", "说明", "提示", "步骤", "方法", "原因", "理由",
  "情况", "市场", "趋势", "类型", "分类", "选择", "型号", "产品", "平台", "渠道", "数据", "来源", "参考", "拍照", "屏幕", "音质", "降噪", "系统",
  "材质", "重量", "尺寸", "充电", "游戏", "学生", "商务", "家庭", "入门", "中端", "旗舰", "千元", "万元", "元以", "元内", "元左右", "的", "是",
  "吗", "呢", "了", "与", "及", "或", "等", "把", "被", "如何", "怎么", "哪个", "哪些", "哪款", "哪家", "哪种", "哪里", "什么", "如果",
  "可以", "需要", "我们", "你", "维度", "指标", "要点", "关键", "区别", "差异", "结果", "风险", "保修", "续费", "费用", "成本", "安全", "隐私",
  "生态", "兼容", "效果", "成分", "口味", "包装", "速度", "稳定", "操作", "使用", "上手", "示例", "举例", "例如", "比如", "目前", "未来", "版本",
  "更新", "价值", "定位", "预算", "档位", "级别", "首先", "其次", "最后", "另外", "此外", "总之",
  // Pack sizes, purchase logistics and places: product and shopping details, never names.
  "整箱", "单瓶", "单罐", "瓶装", "罐装", "箱装", "袋装", "盒装", "礼盒", "地址", "采购", "批量", "联系", "电话", "库存", "配送",
  "物流", "支付", "优惠", "折扣", "规格", "保质期", "生产日期", "附近", "旁边", "周边", "口感", "女款", "男款", "童款", "系列",
  "访问", "帮助", "春节", "年货节", "买一送一", "满减", "券", "数量", "logo", "线上", "线下", "网址", "说话", "患者", "症", "处理器",
  "传感器", "配件", "保护膜", "耳机壳", "老牌", "开源", "大模型",
  // Verbs and nouns of shopping instructions ("具体店铺可通过美团", "前往前拨打客服热线", "提供订单编号").
  "通过", "拨打", "询问", "提供", "关注", "遍布", "作为", "前往", "查询", "确认", "签收", "验货", "编号", "身份证", "可能", "热线", "客服",
  "营业厅", "零售店", "卖场", "专卖", "俱乐部", "培训", "页面", "信息", "方式", "网络", "高校", "条件", "指纹", "表带", "金属", "补贴",
  "低糖", "低脂", "高钙", "无糖", "新品", "大容量", "生活圈", "商贸城", "购物中心", "摄像头", "陀螺仪", "电机", "公司",
  "位于", "高端", "小结", "对照", "本该", "官网", "海淘", "代购", "转运",
  // Parts and cuts of a shoe ("**中高帮**：防止积雪灌入", "鞋底齿纹", "宽楦"): what a shoe is made of, never a maker.
  "高帮", "低帮", "中帮", "鞋底", "大底", "中底", "鞋面", "袜套", "齿纹", "鞋楦", "宽楦", "鞋头", "鞋舌", "鞋带", "内衬",
  // Conjunctions open a sentence ("虽然太古汇以高端消费为主"), never a name.
  "虽然", "尽管", "即使", "但是", "因为", "由于",
];

// biome-ignore format: a word list reads better packed than one word per line
export const STOP_WORDS_LATIN = new Set([
  "pros", "cons", "price", "pricing", "prices", "summary", "conclusion", "overview", "introduction",
  "verdict", "features", "feature", "performance", "design", "battery", "life", "value", "budget", "best",
  "for", "recommendation", "recommendations", "tips", "tip", "note", "notes", "considerations", "key",
  "comparison", "why", "how", "what", "which", "who", "bottom", "line", "final", "thoughts", "alternatives",
  "alternative", "other", "options", "option", "honorable", "mentions", "overall", "step", "choice",
  "choices", "quality", "sound", "camera", "display", "support", "service", "ecosystem", "privacy",
  "security", "cost", "costs", "pick", "picks", "winner", "runner-up", "upgrade", "mid-range", "entry-level",
  "under", "top", "the", "a", "an", "of", "to", "in", "on", "with", "or", "your", "you", "my", "our", "if",
  "when", "factors", "consider", "things", "faq", "use", "case", "cases", "users", "beginners",
  "professionals", "travel", "gaming", "work", "students", "families", "comfort", "build", "noise",
  "cancellation", "connectivity", "software", "hardware", "storage", "speed", "size", "weight", "warranty",
  "availability", "where", "buy", "buying", "guide", "sources", "references", "related", "takeaways",
  "takeaway", "general", "also", "more", "less", "others", "etc", "is", "are", "it", "this", "that", "these",
  "those", "here", "there", "most", "good", "great", "ease", "setup", "integration", "integrations",
  "customer", "plans", "plan", "free", "tier", "trial", "accuracy", "reliability", "scalability",
  "usability", "interface", "ui", "api", "pricey", "cheap", "affordable", "expensive", "durability", "taste",
  "flavor", "ingredients", "safety", "size", "fit", "warnings", "warning", "caveats", "caveat", "avoid",
  "skip", "not", "recommended", "why", "verdicts", "comparison", "table", "quick", "look", "at", "glance",
  "criteria", "method", "methodology", "and",
  // Attribute labels of beauty, food and device answers ("**Color payoff**:", "NFC").
  "color", "colour", "payoff", "finish", "texture", "formula", "shade", "shades", "scent", "fragrance", "longevity",
  "coverage", "wear", "application", "packaging", "nfc", "gps", "usb", "led", "oled", "amoled", "lcd", "hdr", "5g",
  "wifi", "wi-fi", "bluetooth", "ai", "anc", "ip68", "ip67", "stage", "material", "materials", "style", "styles",
  "disclaimer", "additional", "resources", "resource", "positioning", "occasion", "climate", "trends", "trend",
  "leather", "suede", "wool", "fleece", "testing", "creative", "framework", "platforms", "platform", "activities",
]);

/** Context words that make a list's items attributes of something else rather than brands. */
// biome-ignore format: a word list reads better packed than one word per line
export const ATTRIBUTE_CONTEXT = [
  "结论", "优点", "缺点", "优势", "劣势", "不足", "注意", "建议", "总结", "选购", "如何选", "怎么选", "参数", "配置", "特点", "亮点", "功能",
  "理由", "原因", "因素", "步骤", "场景", "人群", "考虑", "faq", "pros", "cons", "tips", "note", "consider", "how to",
  "summary", "conclusion", "features", "key", "factors", "steps", "why", "drawbacks", "downsides",
  "strengths", "weaknesses", "bottom line", "verdict", "considerations",
  // A brand's own products listed under it ("Popular Models:" under **HOKA:**): models, not brands.
  "popular models", "key models", "top models", "model lineup", "lineup", "product line", "型号", "代表产品", "特色产品",
  "热门款", "关键点", "要点", "设置",
  // "### 为什么这些鞋不容易起泡？（防磨泡原理）": the reasons why, as "why" in English.
  "为什么", "原理",
];

/** Narrower set applied to the paragraph introducing a list ("以下是推荐建议：" still introduces brands). */
// biome-ignore format: a word list reads better packed than one word per line
export const ATTRIBUTE_INTRO = [
  "建议", "提醒", "提示", "优点", "缺点", "注意", "步骤", "因素", "pros", "cons", "tips", "features", "factors", "steps",
  "drawbacks", "downsides", "维度", "标准", "criteria", "避坑", "踩坑", "问题", "要点", "核对",
];

/** "照着去试基本不会踩坑": a promise that the picks hold no pitfalls, neither a list of pitfalls nor a warning. */
export const NO_PITFALL = /(?:不会|不|少|免得|以免|防止)再?(?:踩坑|踩雷)/g;

/**
 * The soft words of ATTRIBUTE_INTRO: "以下是线下购买渠道建议：" introduces the places to buy, so these count
 * only when the intro names no kind of option (CHANNEL_INTRO).
 */
export const SOFT_ATTRIBUTE_INTRO = ["建议", "提醒", "提示"];

/** What an intro's list holds when it names channels or options: shops, platforms, brands. */
// biome-ignore format: a word list reads better packed than one word per line
export const CHANNEL_INTRO = [
  "渠道", "购买地点", "购买方式", "购买途径", "哪里买", "门店", "商店", "店铺", "平台", "品牌", "商家", "超市",
];
