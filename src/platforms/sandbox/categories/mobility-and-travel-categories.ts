import { brand, type ProductCategory } from "./product-category.ts";

/** Cars and hotels. */
export const MOBILITY_AND_TRAVEL_CATEGORIES: readonly ProductCategory[] = [
  {
    id: "cars",
    group: "auto",
    zhName: "新能源汽车",
    enName: "electric car",
    keywords: ["汽车", "车", "新能源", "电动车", "电车", "suv", "car", "cars", "ev", "evs", "electric vehicle", "electric car"],
    brands: [
      brand("比亚迪", "BYD", "CN", ["汉L", "秦PLUS", "海豹06"]),
      brand("特斯拉", "Tesla", "US", ["Model Y", "Model 3"]),
      brand("理想", "Li Auto", "CN", ["L6", "L9", "MEGA"]),
      brand("蔚来", "NIO", "CN", ["ET5T", "ES6"]),
      brand("小鹏", "XPeng", "CN", ["MONA M03", "P7+"]),
      brand("问界", "AITO", "CN", ["M7", "M9"]),
      brand("极氪", "Zeekr", "CN", ["001", "7X"]),
      brand("小米汽车", "Xiaomi Auto", "CN", ["SU7", "YU7"]),
      brand("大众", "Volkswagen", "DE", ["ID.4", "ID.3"]),
      brand("丰田", "Toyota", "JP", ["bZ3", "RAV4 Prime"]),
      brand("宝马", "BMW", "DE", ["i3", "iX3"]),
    ],
    zhAspects: ["续航里程", "智能驾驶", "空间舒适性", "充电网络", "保值率"],
    enAspects: ["range", "driver assistance", "interior space", "charging network", "resale value"],
    kinds: [
      ["纯电轿车", "electric sedans"],
      ["增程/插混SUV", "plug-in and range-extender SUVs"],
      ["20万以内家用车", "family cars under budget"],
    ],
  },
  {
    id: "hotels",
    group: "travel",
    zhName: "酒店",
    enName: "hotel",
    keywords: ["酒店", "宾馆", "连锁酒店", "住宿", "hotel", "hotels", "resort", "住哪"],
    brands: [
      brand("亚朵", "Atour", "CN", []),
      brand("全季", "JI Hotel", "CN", []),
      brand("希尔顿", "Hilton", "US", ["欢朋", "Hampton"]),
      brand("万豪", "Marriott", "US", ["万怡", "Courtyard"]),
      brand("洲际", "IHG", "GB", ["智选假日", "Holiday Inn Express"]),
      brand("凯悦", "Hyatt", "US", ["嘉寓", "Hyatt Place"]),
      brand("锦江", "Jin Jiang", "CN", ["维也纳"]),
      brand("如家", "Home Inn", "CN", []),
      brand("雅高", "Accor", "FR", ["美居", "Novotel"]),
    ],
    zhAspects: ["床品睡眠", "卫生", "位置交通", "会员权益", "早餐", "性价比"],
    enAspects: ["sleep quality", "cleanliness", "location", "loyalty perks", "breakfast", "value"],
    kinds: [
      ["中端连锁酒店", "mid-range chains"],
      ["高端国际酒店", "luxury international brands"],
      ["经济型酒店", "budget hotels"],
    ],
  },
];
