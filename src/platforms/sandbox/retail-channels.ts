import type { CategoryGroup } from "./categories/product-category.ts";

/** A place to buy, with what answers say about it. */
export interface RetailChannel {
  name: string;
  note: string;
}

const r = (name: string, note: string): RetailChannel => ({ name, note });

const ZH_GENERAL = [
  r("京东", "自营商品发货快，售后和保价服务完善"),
  r("天猫", "认准品牌官方旗舰店，活动期间优惠力度大"),
  r("拼多多", "百亿补贴价格低，但要注意甄别店铺资质"),
  r("苏宁易购", "线下门店可以体验实物，支持以旧换新"),
  r("抖音商城", "直播间常有专属券，注意核对型号"),
];
const EN_GENERAL = [
  r("Amazon", "the widest selection and fast Prime delivery; check the seller is the brand or Amazon itself"),
  r("Best Buy", "good for trying products in store, with price matching"),
  r("Walmart", "often the lowest shelf prices on mainstream models"),
  r("Costco", "generous return policy and bundle deals for members"),
  r("Target", "frequent Circle offers on popular brands"),
];

/** Channels per group, in Chinese and English; groups without their own use the general stores. */
const CHANNELS: Partial<Record<CategoryGroup, { zh: RetailChannel[]; en: RetailChannel[] }>> = {
  beauty: {
    zh: [
      r("天猫", "品牌旗舰店正品有保障"),
      r("京东", "自营美妆支持正品险"),
      r("丝芙兰", "可以线下试色试用"),
      r("屈臣氏", "门店多，常有买赠"),
      r("抖音商城", "直播间赠品多"),
    ],
    en: [
      r("Sephora", "free samples and a strong loyalty programme"),
      r("Ulta Beauty", "frequent 20%-off coupons"),
      r("Amazon", "check the brand's official storefront"),
      r("Boots", "No7 and skincare deals in the UK"),
    ],
  },
  baby: {
    zh: [
      r("京东", "自营奶粉溯源清晰"),
      r("天猫国际", "进口版本选择多，注意区分国行和海外版"),
      r("孩子王", "线下门店有育儿顾问"),
      r("爱婴室", "会员活动多"),
    ],
    en: [
      r("Target", "Target Circle deals on formula"),
      r("Walmart", "low everyday prices"),
      r("Amazon", "Subscribe & Save discounts"),
      r("Costco", "bulk packs for members"),
    ],
  },
  pets: {
    zh: [
      r("京东", "自营宠物食品保质期新"),
      r("天猫", "官方旗舰店常有试吃装"),
      r("波奇网", "专业宠物电商"),
      r("拼多多", "价格低，但要防假货"),
    ],
    en: [
      r("Chewy", "autoship discounts and great support"),
      r("Petco", "in-store vet services"),
      r("PetSmart", "Treats rewards programme"),
      r("Amazon", "fast delivery on big bags"),
    ],
  },
  auto: {
    zh: [
      r("品牌直营店", "价格透明，可预约试驾"),
      r("4S店", "可以谈优惠和置换补贴"),
      r("懂车帝", "看车主口碑和报价"),
      r("汽车之家", "对比配置和成交价"),
    ],
    en: [
      r("local dealers", "negotiate and check incentives"),
      r("Carvana", "online buying with delivery"),
      r("CarMax", "no-haggle used cars"),
      r("Edmunds", "compare true market prices"),
    ],
  },
  food: {
    zh: [
      r("美团", "外卖红包多"),
      r("饿了么", "常有品牌专属券"),
      r("品牌小程序", "新人券和会员积分最划算"),
      r("门店自提", "不用配送费"),
    ],
    en: [
      r("the brand's app", "loyalty rewards and mobile ordering"),
      r("Uber Eats", "delivery almost everywhere"),
      r("DoorDash", "DashPass saves on fees"),
      r("Grubhub", "frequent promos"),
    ],
  },
  drinks: {
    zh: [
      r("京东", "整箱购买更划算"),
      r("天猫", "旗舰店有限定款"),
      r("盒马", "精酿选择多"),
      r("山姆会员店", "进口啤酒价格低"),
    ],
    en: [
      r("Total Wine", "huge craft selection"),
      r("Costco", "cheap multipacks"),
      r("Walmart", "wide mainstream range"),
      r("Instacart", "same-day delivery from local stores"),
    ],
  },
  apparel: {
    zh: [
      r("天猫", "品牌官方旗舰店"),
      r("京东", "自营正品"),
      r("得物", "鉴别服务，适合买热门款"),
      r("滔搏", "线下门店可以试穿"),
    ],
    en: [
      r("Nike.com and brand sites", "member-only releases"),
      r("Foot Locker", "try before you buy"),
      r("Zappos", "free returns"),
      r("Dick's Sporting Goods", "in-store fitting"),
    ],
  },
  stationery: {
    zh: [
      r("京东", "整盒购买便宜"),
      r("淘宝", "日系文具选择多"),
      r("晨光门店", "线下随买随用"),
      r("拼多多", "学生量贩装划算"),
    ],
    en: [
      r("Amazon", "multipacks at low prices"),
      r("JetPens", "the best range of Japanese pens"),
      r("Staples", "in-store testers"),
      r("Walmart", "cheap school packs"),
    ],
  },
  travel: {
    zh: [
      r("携程", "会员价和积分"),
      r("飞猪", "常有88VIP折扣"),
      r("美团", "本地酒店选择多"),
      r("酒店官方App", "会员礼遇和最低价保证"),
    ],
    en: [
      r("Booking.com", "free cancellation on many rates"),
      r("Expedia", "bundle with flights"),
      r("Hotels.com", "One Key rewards"),
      r("the hotel's own app", "loyalty points and member rates"),
    ],
  },
  software: {
    zh: [
      r("官网", "直接购买订阅，避免倒卖账号"),
      r("App Store", "iOS 端内购"),
      r("应用商店", "安卓端下载安装"),
      r("企业采购渠道", "可以申请试用和发票"),
    ],
    en: [
      r("the official website", "avoid resold licences"),
      r("App Store", "in-app subscriptions on iOS"),
      r("Google Play", "Android installs"),
      r("AWS Marketplace", "consolidated billing for teams"),
    ],
  },
  finance: {
    zh: [
      r("银行官方App", "申请进度透明"),
      r("支付宝", "保险和理财产品对比方便"),
      r("微信", "官方小程序办理"),
      r("线下网点", "复杂业务当面咨询"),
    ],
    en: [
      r("the issuer's website", "apply directly"),
      r("NerdWallet", "compare offers first"),
      r("Credit Karma", "see approval odds"),
      r("a local branch", "ask in person"),
    ],
  },
  education: {
    zh: [
      r("官网", "课程介绍和试听"),
      r("B站", "大量免费公开课"),
      r("中国大学MOOC", "高校课程"),
      r("网易云课堂", "职业技能课"),
    ],
    en: [
      r("Coursera", "university courses and certificates"),
      r("Udemy", "frequent sales"),
      r("edX", "audit for free"),
      r("YouTube", "free lectures"),
    ],
  },
};

export function retailChannels(group: CategoryGroup | null, zh: boolean): readonly RetailChannel[] {
  const own = group ? CHANNELS[group] : undefined;
  if (own) return zh ? own.zh : own.en;
  return zh ? ZH_GENERAL : EN_GENERAL;
}
