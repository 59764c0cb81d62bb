// The project's own short interest items (Holland RIASEC), six per type, in both languages. Each asks
// whether the student would enjoy an activity; none names a job, so no answer steers toward one title.

export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];

export interface InterestQuestion {
  id: string;
  type: RiasecType;
  en: string;
  zh: string;
}

export const INTEREST_QUESTIONS: readonly InterestQuestion[] = [
  { id: 'R1', type: 'R', en: 'Fix a bicycle or a broken gadget', zh: '修理單車或壞了的小裝置' },
  { id: 'R2', type: 'R', en: 'Build something with tools', zh: '用工具動手製作東西' },
  { id: 'R3', type: 'R', en: 'Work outdoors most of the day', zh: '大部分時間在戶外工作' },
  { id: 'R4', type: 'R', en: 'Operate machines or drive vehicles', zh: '操作機器或駕駛車輛' },
  { id: 'R5', type: 'R', en: 'Look after plants or animals', zh: '照顧植物或動物' },
  { id: 'R6', type: 'R', en: 'Assemble furniture by following a plan', zh: '按圖紙組裝傢俬' },
  { id: 'I1', type: 'I', en: 'Find out why something happens in nature', zh: '探究大自然現象背後的原因' },
  { id: 'I2', type: 'I', en: 'Solve hard maths problems', zh: '解答困難的數學題' },
  { id: 'I3', type: 'I', en: 'Do experiments in a laboratory', zh: '在實驗室做實驗' },
  { id: 'I4', type: 'I', en: 'Read about new discoveries in science', zh: '閱讀科學新發現' },
  { id: 'I5', type: 'I', en: 'Analyse data to find a pattern', zh: '分析數據找出規律' },
  { id: 'I6', type: 'I', en: 'Work out how a computer program works', zh: '弄清電腦程式如何運作' },
  { id: 'A1', type: 'A', en: 'Draw, paint or design', zh: '繪畫或設計' },
  { id: 'A2', type: 'A', en: 'Write stories, poems or scripts', zh: '寫故事、詩或劇本' },
  { id: 'A3', type: 'A', en: 'Play music or sing', zh: '演奏音樂或唱歌' },
  { id: 'A4', type: 'A', en: 'Act or dance on stage', zh: '在舞台上演戲或跳舞' },
  { id: 'A5', type: 'A', en: 'Take photos or make videos', zh: '拍照或製作影片' },
  { id: 'A6', type: 'A', en: 'Decorate a room or style clothes', zh: '佈置房間或搭配服裝' },
  { id: 'S1', type: 'S', en: 'Help a classmate understand a lesson', zh: '幫同學理解課堂內容' },
  { id: 'S2', type: 'S', en: 'Listen to people and help with their problems', zh: '聆聽別人並幫忙解決困難' },
  { id: 'S3', type: 'S', en: 'Care for children, the elderly or the sick', zh: '照顧小孩、長者或病人' },
  { id: 'S4', type: 'S', en: 'Volunteer for a community service', zh: '參與社區義工服務' },
  { id: 'S5', type: 'S', en: 'Coach a team or lead a club activity', zh: '帶領球隊或學會活動' },
  { id: 'S6', type: 'S', en: 'Welcome and look after visitors', zh: '接待及照顧訪客' },
  { id: 'E1', type: 'E', en: 'Lead a group to reach a goal', zh: '帶領小組達成目標' },
  { id: 'E2', type: 'E', en: 'Persuade others to agree with an idea', zh: '說服別人接受一個想法' },
  { id: 'E3', type: 'E', en: 'Start a small business or a stall', zh: '開設小生意或攤位' },
  { id: 'E4', type: 'E', en: 'Sell a product or raise funds', zh: '推銷產品或籌款' },
  { id: 'E5', type: 'E', en: 'Speak in front of a crowd', zh: '在眾人面前演講' },
  { id: 'E6', type: 'E', en: 'Negotiate a deal', zh: '洽談一項交易' },
  { id: 'C1', type: 'C', en: 'Keep records neat and up to date', zh: '把紀錄整理得整齊及最新' },
  { id: 'C2', type: 'C', en: 'Work with numbers in a spreadsheet', zh: '用試算表處理數字' },
  { id: 'C3', type: 'C', en: 'Follow clear steps to finish a task', zh: '按清晰步驟完成工作' },
  { id: 'C4', type: 'C', en: 'Check documents for mistakes', zh: '檢查文件有沒有錯漏' },
  { id: 'C5', type: 'C', en: 'Plan a budget and track spending', zh: '制定預算並記錄開支' },
  { id: 'C6', type: 'C', en: 'Sort and file information', zh: '分類及存檔資料' },
];
