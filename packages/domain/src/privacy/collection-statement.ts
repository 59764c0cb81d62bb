/**
 * The Personal Information Collection Statement (PDPO DPP1, issue 23 item 1). Registration records the version a
 * person was shown, so any change to what the statement says gets a new PICS_VERSION (the date it takes effect).
 * Written from the tables under packages/db/src/schema: when a table starts holding a new kind of personal data,
 * or a retention rule changes how long something is kept, this text changes with it.
 */
import { DELETION_GRACE_DAYS } from './deletion.ts';
import { RETENTION_SETTINGS } from './retention.ts';

export const PICS_VERSION = '2026-11-28';

export type PicsLang = 'zh-HK' | 'en';

/** Every text exists in both languages by construction: a missing translation does not compile. */
type Both = Record<PicsLang, string>;

/** What a person reads of one kind of data: what, why, who sees it and how long it is kept. */
export interface PicsDataCategory {
  id: string;
  what: string;
  why: string;
  whoSees: string;
  kept: string;
}

export interface PicsSection {
  id: PicsSectionId;
  title: string;
  paragraphs: string[];
}

export interface CollectionStatement {
  version: string;
  title: string;
  intro: string;
  sections: PicsSection[];
  /** The data table of the "data" section. */
  data: PicsDataCategory[];
  /** Fields a person corrects on their own profile, and those that go through a teacher or an admin. */
  selfCorrected: string[];
  correctedByStaff: string[];
}

export const PICS_SECTION_IDS = [
  'collector',
  'data',
  'purposes',
  'transfer',
  'retention',
  'rights',
  'correction',
  'contact',
  'changes',
] as const;
export type PicsSectionId = (typeof PICS_SECTION_IDS)[number];

const UNTIL_DELETED: Both = {
  'zh-HK': '保留至帳戶被刪除為止（現時未設較短的保留期）。',
  en: 'Kept until the account is deleted (no shorter retention period is set yet).',
};

/** The retention job's defaults (DPP2); an admin may change them within bounds, which the text says. */
const days = (
  key:
    | 'aiLogRetentionDays'
    | 'chatRetentionDays'
    | 'outboxBodyRetentionDays'
    | 'signInRecordRetentionDays'
    | 'staffAccessRetentionDays',
) => RETENTION_SETTINGS[key].defaultValue;

const TITLE: Both = { 'zh-HK': '收集個人資料聲明', en: 'Personal Information Collection Statement' };

const INTRO: Both = {
  'zh-HK':
    '本聲明根據《個人資料（私隱）條例》（第486章）第1保障資料原則，說明路標收集你哪些個人資料、用途、誰可查看、保留多久，以及你作為資料當事人如何查閱及改正你的資料。路標的很多使用者是中學生（未成年人）：我們只收集提供服務所需的資料。',
  en: 'Under Data Protection Principle 1 of the Personal Data (Privacy) Ordinance (Cap. 486), this statement says what personal data Waypoint collects about you, why, who sees it, how long it is kept, and how you, as the data subject, can see and correct it. Many of Waypoint’s users are secondary school students (minors): we collect only what the service needs.',
};

const DATA: { id: string; what: Both; why: Both; whoSees: Both; kept: Both }[] = [
  {
    id: 'profile',
    what: {
      'zh-HK':
        '個人檔案及聯絡資料：姓名、中文姓名、慣用名稱、手機號碼、電郵、密碼（只存雜湊值）、語言及外觀設定、頭像。',
      en: 'Profile and contact details: full name, Chinese name, preferred name, mobile number, e-mail, password (stored only as a hash), language and theme settings, profile picture.',
    },
    why: {
      'zh-HK': '建立及登入帳戶、辨認你的身分，並以 WhatsApp、短訊或電郵通知你活動及服務的消息。',
      en: 'To create your account and sign you in, to know who you are, and to reach you by WhatsApp, SMS or e-mail about events and services.',
    },
    whoSees: {
      'zh-HK': '你本人；你學校的教師；持有你分享連結的家長；管理員。大學客戶只看到其課程學生的資料。',
      en: 'You; the teachers of your school; a parent with a link you share; admins. University clients see it only for the students of their own programme.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'school',
    what: {
      'zh-HK':
        '學校及班別：學校、班別、學號、文憑試年份、級內排名、修讀選修科；教師的職位及任教班別；大學生的課程及年級。',
      en: 'School and class: school, class, student number, DSE year, rank in form, electives; a teacher’s school roles and classes; a university student’s programme and year of study.',
    },
    why: {
      'zh-HK': '讓學校的教師照顧你、按學校及班別安排活動，並計算升學選擇。',
      en: 'So that your school’s teachers can support you, events can be arranged by school and class, and admission choices can be calculated.',
    },
    whoSees: {
      'zh-HK': '你本人；你學校的教師；管理員。',
      en: 'You; the teachers of your school; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'grades',
    what: {
      'zh-HK': '成績及預測：各科成績、預測成績及分數計算結果。',
      en: 'Grades and predictions: subject grades, predicted grades and calculated scores.',
    },
    why: {
      'zh-HK': '計算你可報讀課程的機會，協助你及你的教師規劃 JUPAS 選擇。',
      en: 'To work out your chances for programmes and help you and your teachers plan your JUPAS choices.',
    },
    whoSees: {
      'zh-HK': '你本人（學校可設定是否顯示預測成績）；你學校的教師；持有分享連結的家長；管理員。',
      en: 'You (your school decides whether predicted grades are shown to students); the teachers of your school; a parent with a link you share; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'choices',
    what: {
      'zh-HK': 'JUPAS 選擇及評語：你選擇的課程及學科、標籤、教師面談紀錄及評語。',
      en: 'JUPAS choices and comments: the programmes and disciplines you choose, tags, teachers’ consultation records and comments.',
    },
    why: {
      'zh-HK': '記錄你的升學規劃，讓教師給你意見。',
      en: 'To keep your study plan and let teachers advise you on it.',
    },
    whoSees: {
      'zh-HK': '你本人；你學校的教師；持有分享連結的家長；管理員。大學客戶只看到選擇其課程的學生。',
      en: 'You; the teachers of your school; a parent with a link you share; admins. University clients see only students who chose their programme.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'events',
    what: {
      'zh-HK': '活動回應及出席：報名、表格答案、提名、預約、投票、出席點名紀錄。',
      en: 'Event responses and attendance: applications, form answers, nominations, bookings, votes and roll-call records.',
    },
    why: {
      'zh-HK': '安排名額及場次、點名，並讓教師跟進。',
      en: 'To manage places and sessions, take attendance and let teachers follow up.',
    },
    whoSees: {
      'zh-HK': '你本人；你學校的教師；活動的主辦人員；管理員。',
      en: 'You; the teachers of your school; the staff running the event; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'consents',
    what: {
      'zh-HK': '同意書及簽署：家長或學生簽署的同意書、簽署圖像、簽署人姓名及時間。',
      en: 'Consents and signatures: consent forms signed by a parent or student, the signature image, the signer’s name and time.',
    },
    why: {
      'zh-HK': '證明已取得家長或學生同意，而紀錄未被改動。',
      en: 'To show that a parent’s or student’s consent was given and that the record was not altered.',
    },
    whoSees: {
      'zh-HK': '簽署人；同意書所涉的學生；該學生學校的教師；管理員。',
      en: 'The signer; the student the consent is about; that student’s school’s teachers; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'slp',
    what: {
      'zh-HK': '學生學習概覽（SLP）草稿及各版本、經歷申報及教師評語。',
      en: 'Student Learning Profile (SLP) drafts and their versions, claimed experiences and teachers’ comments on them.',
    },
    why: {
      'zh-HK': '協助你撰寫及修改 SLP，並讓教師核實經歷。',
      en: 'To help you write and revise your SLP and let teachers check the experiences you claim.',
    },
    whoSees: {
      'zh-HK': '你本人；你學校的教師；管理員。',
      en: 'You; the teachers of your school; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'ai',
    what: {
      'zh-HK': 'AI 請求及聊天訊息：你向 AI 建議及聊天機械人提出的內容及其回覆。',
      en: 'AI requests and chat messages: what you ask the AI advice tools and chatbots, and their replies.',
    },
    why: {
      'zh-HK': '提供建議；檢查質素及安全（例如學生提及自我傷害時，學校可設定通知指定教職員）。',
      en: 'To give you advice, and to check quality and safety (for example, a school may choose to alert named staff when a student writes about self-harm).',
    },
    whoSees: {
      'zh-HK':
        '你本人；管理員；學校啟用安全通知時，獲指定的教職員只會收到通知，不會看到你的原文。學校設定外部 AI 模型時，該模型的提供者會收到已刪除電話、電郵及姓名等個人資料的文字。',
      en: 'You; admins; when a school turns on safeguarding alerts, the named staff get an alert, never your words. When a school configures a hosted AI model, its provider receives the text with phone numbers, e-mails, names and similar personal details removed.',
    },
    kept: {
      'zh-HK': `AI 請求紀錄在 ${days('aiLogRetentionDays')} 日後刪除，聊天訊息在 ${days('chatRetentionDays')} 日後刪除（管理員可調整這些期限）。`,
      en: `AI request logs are deleted after ${days('aiLogRetentionDays')} days and chat messages after ${days('chatRetentionDays')} days (an admin may change these periods).`,
    },
  },
  {
    id: 'jobex',
    what: {
      'zh-HK': '工作體驗服務（jobEX）：職涯計劃、履歷、求職信、證書及追蹤的職位。',
      en: 'Job experience service (jobEX): career plan, CV, cover letters, credentials and the jobs you track.',
    },
    why: {
      'zh-HK': '協助大學生計劃職涯及求職。',
      en: 'To help university students plan their careers and apply for jobs.',
    },
    whoSees: {
      'zh-HK': '你本人；你課程的大學客戶；管理員。',
      en: 'You; the university client of your programme; admins.',
    },
    kept: UNTIL_DELETED,
  },
  {
    id: 'pictures',
    what: {
      'zh-HK': '上載的圖片：頭像、意見回饋的相片及螢幕截圖。',
      en: 'Uploaded pictures: profile pictures, feedback photos and screenshots.',
    },
    why: {
      'zh-HK': '顯示你的頭像，及了解你回報的問題。',
      en: 'To show your profile picture and understand the problems you report.',
    },
    whoSees: {
      'zh-HK': '頭像：能看到你檔案的人。回饋圖片：你本人及管理員。',
      en: 'Profile picture: whoever sees your profile. Feedback pictures: you and admins.',
    },
    kept: {
      'zh-HK': '未被使用的上載會自動清除；其餘保留至帳戶被刪除為止。',
      en: 'Uploads never attached to a record are cleared automatically; the rest are kept until the account is deleted.',
    },
  },
  {
    id: 'messages',
    what: {
      'zh-HK': '外發訊息：系統寄給你的 WhatsApp、短訊及電郵內容及送達紀錄。',
      en: 'Outgoing messages: the WhatsApp, SMS and e-mail messages sent to you, and their delivery records.',
    },
    why: {
      'zh-HK': '確保訊息送達，並在出錯時重發及查核。',
      en: 'To make sure messages arrive, and to retry and check them when something goes wrong.',
    },
    whoSees: {
      'zh-HK': '管理員。訊息經所用的傳送服務（WhatsApp、短訊或電郵供應商）送出。',
      en: 'Admins. Messages pass through the delivery service used (the WhatsApp, SMS or e-mail provider).',
    },
    kept: {
      'zh-HK': `訊息內容在送出後 ${days('outboxBodyRetentionDays')} 日刪除，只保留送達紀錄（收件人、時間、狀態）至帳戶被刪除為止（管理員可調整此期限）。`,
      en: `The words of a message are deleted ${days('outboxBodyRetentionDays')} days after it is sent; the delivery record (recipient, time, status) is kept until the account is deleted (an admin may change this period).`,
    },
  },
  {
    id: 'signIn',
    what: {
      'zh-HK': '登入紀錄：登入時段、登入方法、一次性驗證碼、嘗試次數、瀏覽頁面紀錄及裝置類別。',
      en: 'Sign-in records: sessions, sign-in method, one-time codes, attempt counts, pages opened and device type.',
    },
    why: {
      'zh-HK': '保障帳戶安全、防止濫用，及了解服務的使用情況。',
      en: 'To keep accounts safe, stop abuse and understand how the service is used.',
    },
    whoSees: {
      'zh-HK': '管理員。',
      en: 'Admins.',
    },
    kept: {
      'zh-HK': `已結束的登入時段、驗證碼及重設密碼連結在 ${days('signInRecordRetentionDays')} 日後刪除（管理員可調整此期限）；瀏覽頁面紀錄保留至帳戶被刪除為止。`,
      en: `Ended sessions, codes and password-reset links are deleted after ${days('signInRecordRetentionDays')} days (an admin may change this period); the record of pages opened is kept until the account is deleted.`,
    },
  },
  {
    id: 'staffAccess',
    what: {
      'zh-HK':
        '職員查看紀錄：哪位教師、校長、管理員或大學客戶於何時查看或更改你的升學計劃、成績、SLP、個人資料或 jobEX 資料（只記錄誰、哪類資料、做了甚麼及時間，不記錄內容）。',
      en: 'Staff access records: which teacher, principal, admin or university client opened or changed your study plan, grades, SLP, profile or jobEX details, and when (who, which kind of data, what they did and when; never the content).',
    },
    why: {
      'zh-HK': '保障你的資料安全（第4保障資料原則），讓你及學校知道誰看過你的資料。',
      en: 'To keep your data secure (Data Protection Principle 4) and let you and your school know who has seen it.',
    },
    whoSees: {
      'zh-HK': '你本人（「我的資料」頁的「誰看過我的資料」）；管理員。',
      en: 'You (“Who has seen my data” on the My data page); admins.',
    },
    kept: {
      'zh-HK': `在最後一次查看後 ${days('staffAccessRetentionDays')} 日刪除（管理員可調整此期限）。`,
      en: `Deleted ${days('staffAccessRetentionDays')} days after the last access it records (an admin may change this period).`,
    },
  },
];

const SELF_CORRECTED: Both[] = [
  { 'zh-HK': '姓名、中文姓名及慣用名稱', en: 'Full name, Chinese name and preferred name' },
  { 'zh-HK': '電郵及手機號碼（須驗證）', en: 'E-mail and mobile number (verified)' },
  {
    'zh-HK': '班別、學號、文憑試年份、級內排名、選修科',
    en: 'Class, student number, DSE year, rank in form, electives',
  },
  { 'zh-HK': '頭像、密碼、語言及外觀設定', en: 'Profile picture, password, language and theme' },
  { 'zh-HK': '成績、JUPAS 選擇、SLP、jobEX 資料', en: 'Grades, JUPAS choices, SLP and jobEX details' },
];

const CORRECTED_BY_STAFF: Both[] = [
  { 'zh-HK': '學校（由管理員更改）', en: 'Your school (changed by an admin)' },
  { 'zh-HK': '身分角色（由管理員更改）', en: 'Your roles (changed by an admin)' },
  {
    'zh-HK': '學生資料核實結果及 SLP 使用權（由你學校的教師或管理員更改）',
    en: 'The verification of a student’s details and SLP access (changed by a teacher of your school or an admin)',
  },
  {
    'zh-HK': '教師的在職狀態（由學校校長或管理員確認）',
    en: 'A teacher’s employment status (confirmed by the school’s principal or an admin)',
  },
  {
    'zh-HK': '出席紀錄、教師評語及已簽署的同意書（向教師或管理員提出）',
    en: 'Attendance records, teachers’ comments and signed consents (ask a teacher or an admin)',
  },
];

const SECTIONS: Record<PicsSectionId, { title: Both; paragraphs: Both[] }> = {
  collector: {
    title: { 'zh-HK': '誰收集你的資料', en: 'Who collects your data' },
    paragraphs: [
      {
        'zh-HK': '路標由營運者代你的學校及合作機構提供。你的學校可在下面加上處理資料要求的聯絡人。',
        en: 'Waypoint is run by its operator for your school and partner organisations. Your school may add its own contact for data requests below.',
      },
    ],
  },
  data: {
    title: { 'zh-HK': '我們收集的資料', en: 'The data we collect' },
    paragraphs: [
      {
        'zh-HK':
          '以下列出每類資料、收集目的、誰可查看及保留期。提供姓名、手機號碼及電郵是建立帳戶所必需的；其他資料可自行選擇是否提供，但不提供可能令部分功能無法使用。',
        en: 'Each kind of data is listed below with why it is collected, who sees it and how long it is kept. Your name, mobile number and e-mail are needed to create an account; the rest is up to you, though some features do not work without it.',
      },
    ],
  },
  purposes: {
    title: { 'zh-HK': '使用目的', en: 'What it is used for' },
    paragraphs: [
      {
        'zh-HK':
          '資料只用於升學及就業輔導、活動及服務安排、與你聯絡，以及保障服務安全。我們不會把你的資料用作直接促銷，亦不會出售。',
        en: 'Data is used only for study and career guidance, arranging events and services, contacting you and keeping the service safe. We do not use your data for direct marketing and we do not sell it.',
      },
    ],
  },
  transfer: {
    title: { 'zh-HK': '資料轉移', en: 'Who else receives it' },
    paragraphs: [
      {
        'zh-HK':
          '為傳送訊息，你的手機號碼或電郵及訊息內容會交給所用的 WhatsApp、短訊或電郵服務供應商。學校設定外部 AI 模型時，你的 AI 請求在刪除個人資料後會交給該模型的提供者。除此之外，除非法律要求，我們不會把你的資料轉移給其他人。',
        en: 'To deliver messages, your mobile number or e-mail and the message go to the WhatsApp, SMS or e-mail provider used. When a school configures a hosted AI model, your AI requests go to its provider with personal details removed. Otherwise we pass your data to no one unless the law requires it.',
      },
    ],
  },
  retention: {
    title: { 'zh-HK': '保留期', en: 'How long it is kept' },
    paragraphs: [
      {
        'zh-HK':
          '除上表另有說明外，資料保留至帳戶被刪除為止。我們會在訂立較短的保留期時更新本聲明並更改版本日期。',
        en: 'Unless the table says otherwise, data is kept until the account is deleted. When a shorter retention period is set, this statement is updated and its version date changes.',
      },
      {
        'zh-HK': `你可在「我的資料」頁要求刪除你的帳戶，管理員亦可按經核實的要求代你提出。提出後 ${DELETION_GRACE_DAYS} 日內可以取消；之後你的個人資料會被刪除，或清除至不能再識別你：其他人需要點算的紀錄（活動名額、出席、預約及提名）及已簽署的同意書會保留，但不再顯示你的姓名、電話或簽名。`,
        en: `You can ask for your account to be deleted on the My data page, and an admin can do it for you on a request they have verified. You can cancel within ${DELETION_GRACE_DAYS} days; after that your personal data is deleted or made so that it no longer identifies you: records others count on (event places, attendance, bookings and nominations) and signed consents are kept, but no longer show your name, phone or signature.`,
      },
    ],
  },
  rights: {
    title: { 'zh-HK': '查閱資料', en: 'Seeing your data' },
    paragraphs: [
      {
        'zh-HK':
          '作為資料當事人，你有權查閱我們持有你的個人資料。你可向你學校的聯絡人或路標的管理員提出查閱資料要求；我們會在收到要求後40日內回覆。家長可代未成年子女提出要求。',
        en: 'As the data subject, you have the right to see the personal data we hold about you. Make a data access request to your school’s contact or to Waypoint’s administrator; we reply within 40 days of receiving it. A parent may make the request for a child under 18.',
      },
    ],
  },
  correction: {
    title: { 'zh-HK': '改正資料', en: 'Correcting your data' },
    paragraphs: [
      {
        'zh-HK':
          '你可隨時在個人檔案頁改正以下資料。其他資料請向你的教師或管理員提出改正要求；我們會在收到要求後40日內處理。',
        en: 'You can correct the following yourself on your profile page at any time. For the rest, ask your teacher or an admin for a correction; we act on it within 40 days of receiving it.',
      },
    ],
  },
  contact: {
    title: { 'zh-HK': '聯絡我們', en: 'Contact' },
    paragraphs: [
      {
        'zh-HK':
          '查閱或改正資料的要求，以及有關本聲明的查詢，請聯絡你學校的聯絡人（如有列出）或路標的管理員（可於「意見回饋」頁提出）。',
        en: 'For access or correction requests and questions about this statement, contact your school’s contact (if one is listed) or Waypoint’s administrator (through the Feedback page).',
      },
    ],
  },
  changes: {
    title: { 'zh-HK': '本聲明的更新', en: 'Changes to this statement' },
    paragraphs: [
      {
        'zh-HK': '註冊時會記錄你看過的版本。本聲明有所更改時，版本日期亦會更改。',
        en: 'Registration records the version you were shown. When this statement changes, its version date changes too.',
      },
    ],
  },
};

/** The statement in one language, in reading order. */
export function collectionStatement(lang: PicsLang): CollectionStatement {
  return {
    version: PICS_VERSION,
    title: TITLE[lang],
    intro: INTRO[lang],
    sections: PICS_SECTION_IDS.map((id) => ({
      id,
      title: SECTIONS[id].title[lang],
      paragraphs: SECTIONS[id].paragraphs.map((p) => p[lang]),
    })),
    data: DATA.map((c) => ({
      id: c.id,
      what: c.what[lang],
      why: c.why[lang],
      whoSees: c.whoSees[lang],
      kept: c.kept[lang],
    })),
    selfCorrected: SELF_CORRECTED.map((f) => f[lang]),
    correctedByStaff: CORRECTED_BY_STAFF.map((f) => f[lang]),
  };
}

/** Registration accepts only the version it shows today: an old tab must reload and show the current one. */
export function isCurrentPicsVersion(version: string): boolean {
  return version === PICS_VERSION;
}
