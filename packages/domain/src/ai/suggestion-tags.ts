/**
 * Spec 3 §2 "AI suggestion steps": the student picks a suggestion tag (or Other and writes freely). Each
 * tag carries the words, in both languages, that the offline guide searches our data with and that a
 * model receives as the student's strength. Labels are in the web's locale files (`ai.tags.<id>`).
 */
export const AI_SUGGESTION_TAGS = [
  {
    id: 'caring',
    words:
      'caring for people health nursing medicine social work counselling patients 關心 照顧 護理 醫療 社會工作 輔導',
  },
  {
    id: 'numbers',
    words: 'numbers mathematics statistics accounting finance data 數學 統計 會計 金融 數據',
  },
  {
    id: 'science',
    words: 'science biology chemistry physics laboratory research 科學 生物 化學 物理 實驗 研究',
  },
  {
    id: 'technology',
    words:
      'technology computing computer software engineering information artificial intelligence 科技 電腦 資訊 軟件 工程 人工智能',
  },
  {
    id: 'creative',
    words: 'creative art design music media drawing fashion 創意 藝術 設計 音樂 媒體 繪畫 時裝',
  },
  {
    id: 'language',
    words:
      'language languages literature communication translation journalism writing 語言 文學 傳意 翻譯 新聞 寫作',
  },
  {
    id: 'business',
    words: 'business management marketing economics entrepreneurship 商業 管理 市場 經濟 創業',
  },
  {
    id: 'law',
    words: 'law legal justice government public policy politics 法律 司法 政府 公共 政策 政治',
  },
  { id: 'teaching', words: 'teaching education teachers learning children 教育 教學 教師 學習 兒童' },
  {
    id: 'building',
    words: 'building architecture construction surveying engineering 建築 建造 測量 工程',
  },
  { id: 'sport', words: 'sport sports physical exercise coaching 體育 運動 健康 教練' },
  {
    id: 'service',
    words: 'service hotel tourism food hospitality 服務 酒店 旅遊 餐飲 款待',
  },
] as const;

export type AiSuggestionTagId = (typeof AI_SUGGESTION_TAGS)[number]['id'];

export function suggestionTagWords(id: string | null | undefined): string | null {
  return AI_SUGGESTION_TAGS.find((t) => t.id === id)?.words ?? null;
}
