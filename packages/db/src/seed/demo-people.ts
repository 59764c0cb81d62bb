import { ALL_CLASSES, classForm, dseYearFromForm } from '@waypoint/domain';

/** Invented people for the demo seed; every one is marked isDemo. */
export interface DemoPerson {
  phone: string;
  fullName: string;
  chineseName: string;
  preferredName?: string;
  email: string;
  roles: string;
  isAdmin?: boolean;
  schoolId?: string;
  class?: string;
  studentNumber?: string;
  yearDSE?: number;
  programId?: number;
  /** A university client's organisation (`clients.id`, seeded with the demo events). */
  clientId?: string;
  /** A client an admin has approved to act for the organisation (decision 018); demo clients are. */
  clientApproved?: boolean;
  /** A teacher's verification of a student (decision 018: only verified students see other students). */
  verificationResult?: 'Yes' | 'No';
  yearOfStudy?: string;
  accessDisabled?: boolean;
  teacher?: {
    employmentStatus: 'Active' | 'Inactive' | 'Unverified' | 'Unrecognized';
    schoolRoles: string[];
    classRoles: { role: string; classes: string[]; status: 'active' | 'removed' }[];
  };
}

const SURNAMES: [string, string][] = [
  ['Chan', '陳'],
  ['Wong', '黃'],
  ['Lee', '李'],
  ['Cheung', '張'],
  ['Lau', '劉'],
  ['Ho', '何'],
  ['Ng', '吳'],
  ['Leung', '梁'],
];
const GIVEN: [string, string][] = [
  ['Ka Yan', '嘉欣'],
  ['Chun Hei', '俊熙'],
  ['Hoi Ching', '凱晴'],
  ['Tsz Long', '梓朗'],
  ['Wing Sze', '詠詩'],
];

function studentName(i: number): { fullName: string; chineseName: string } {
  const [sEn, sZh] = SURNAMES[i % SURNAMES.length]!;
  const [gEn, gZh] = GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]!;
  return { fullName: `${sEn} ${gEn}`, chineseName: `${sZh}${gZh}` };
}

export function demoPeople(now: Date): DemoPerson[] {
  const staff: DemoPerson[] = [
    {
      phone: '90000001',
      fullName: 'Demo Admin',
      chineseName: '示範管理員',
      email: 'admin@demo.waypoint.hk',
      roles: 'admin',
      isAdmin: true,
      schoolId: 'demo',
    },
    {
      phone: '90000002',
      fullName: 'Principal Wong Siu Ming',
      chineseName: '黃小明校長',
      email: 'principal@beacon1.demo.waypoint.hk',
      roles: 'teacher',
      schoolId: 'beacon1',
      teacher: { employmentStatus: 'Active', schoolRoles: ['Principal'], classRoles: [] },
    },
    {
      phone: '90000003',
      fullName: 'Chan Mei Ling',
      chineseName: '陳美玲',
      email: 'career@beacon1.demo.waypoint.hk',
      roles: 'teacher',
      schoolId: 'beacon1',
      teacher: { employmentStatus: 'Active', schoolRoles: ['Career Teacher'], classRoles: [] },
    },
    {
      phone: '90000004',
      fullName: 'Lee Ka Wai',
      chineseName: '李家偉',
      email: 'class5a@beacon1.demo.waypoint.hk',
      roles: 'teacher',
      schoolId: 'beacon1',
      teacher: {
        employmentStatus: 'Active',
        schoolRoles: ['Class teacher'],
        classRoles: [{ role: 'Class teacher', classes: ['5A'], status: 'active' }],
      },
    },
    {
      phone: '90000005',
      fullName: 'Ho Wing Yan',
      chineseName: '何詠欣',
      email: 'unverified@beacon1.demo.waypoint.hk',
      roles: 'teacher',
      schoolId: 'beacon1',
      teacher: { employmentStatus: 'Unverified', schoolRoles: ['Other teacher'], classRoles: [] },
    },
  ];
  const students: DemoPerson[] = Array.from({ length: 40 }, (_, i) => {
    const className = ALL_CLASSES[i % ALL_CLASSES.length]!;
    const form = classForm(className)!;
    return {
      phone: `910000${String(i + 1).padStart(2, '0')}`,
      ...studentName(i),
      email: `student${i + 1}@beacon1.demo.waypoint.hk`,
      roles: 'secondary-school-student',
      schoolId: 'beacon1',
      class: className,
      studentNumber: String(Math.floor(i / ALL_CLASSES.length) + 1),
      yearDSE: dseYearFromForm(form as 'F.4' | 'F.5' | 'F.6', now),
      // Verified by the school, so that every demo list shows names; 91000021 (Lau Hoi Ching, 5A) is left
      // for the teacher's verification journey (e2e/teacher.e2e.ts).
      ...(i === 20 ? {} : { verificationResult: 'Yes' as const }),
    };
  });
  const others: DemoPerson[] = [
    {
      phone: '92000001',
      fullName: 'Cheung Hoi Lam',
      chineseName: '張凱琳',
      email: 'unistudent@demo.waypoint.hk',
      roles: 'university-student',
      yearOfStudy: 'Year 2',
    },
    {
      phone: '93000001',
      clientApproved: true,
      fullName: 'Leung Chi Keung',
      chineseName: '梁志強',
      email: 'client@demo.waypoint.hk',
      roles: 'university-client',
      clientId: 'demo-harbour-uni',
    },
    {
      phone: '94000001',
      fullName: 'Ng Tsz Ching',
      chineseName: '吳芷晴',
      email: 'blocked@demo.waypoint.hk',
      roles: 'secondary-school-student',
      schoolId: 'beacon1',
      class: '5B',
      studentNumber: '30',
      yearDSE: dseYearFromForm('F.5', now),
      accessDisabled: true,
    },
    // jobEX: university students of the clients' programmes and a client of each organisation; their
    // programmes are linked by seedDemoJobex (demo-jobex.ts), after the reference programmes exist.
    {
      phone: '92000002',
      fullName: 'Lam Tsz Yan',
      chineseName: '林芷欣',
      email: 'unistudent2@demo.waypoint.hk',
      roles: 'university-student',
      yearOfStudy: 'Year 3',
    },
    {
      phone: '92000003',
      fullName: 'Yeung Ka Ho',
      chineseName: '楊家豪',
      email: 'unistudent3@demo.waypoint.hk',
      roles: 'university-student',
      yearOfStudy: 'Year 2',
    },
    {
      phone: '92000004',
      fullName: 'Tang Hiu Tung',
      chineseName: '鄧曉彤',
      email: 'unistudent4@demo.waypoint.hk',
      roles: 'university-student',
      yearOfStudy: 'Year 4',
    },
    {
      phone: '93000002',
      clientApproved: true,
      fullName: 'Kwok Man Kit',
      chineseName: '郭文傑',
      email: 'client2@demo.waypoint.hk',
      roles: 'university-client',
      clientId: 'demo-lion-rock-tech',
    },
    {
      phone: '93000003',
      clientApproved: true,
      fullName: 'Siu Wai Man',
      chineseName: '蕭慧敏',
      email: 'client3@demo.waypoint.hk',
      roles: 'university-client',
      clientId: 'demo-harbour-uni',
    },
    // Signed up for the organisation and not yet approved: the admin's and the approved clients' list.
    {
      phone: '93000004',
      fullName: 'Chow Pui Yee',
      chineseName: '周佩儀',
      email: 'client4@demo.waypoint.hk',
      roles: 'university-client',
      clientId: 'demo-harbour-uni',
    },
  ];
  return [...staff, ...students, ...others];
}

/** Invented schools; the ids demo, beacon1, beacon3 and beacon4 are the ones the spec names. */
export const DEMO_SCHOOLS = [
  {
    id: 'demo',
    name: 'Waypoint Demo School',
    nameChi: '路標示範學校',
    nameShort: 'Demo',
    district: 'Central and Western',
    band: 'A1',
  },
  {
    id: 'beacon1',
    name: 'Beacon College (Demo)',
    nameChi: '燈塔書院（示範）',
    nameShort: 'Beacon 1',
    district: 'Sha Tin',
    band: 'A2',
  },
  {
    id: 'beacon3',
    name: 'Beacon Secondary School No. 3 (Demo)',
    nameChi: '燈塔第三中學（示範）',
    nameShort: 'Beacon 3',
    district: 'Kwun Tong',
    band: 'B1',
  },
  {
    id: 'beacon4',
    name: 'Beacon Secondary School No. 4 (Demo)',
    nameChi: '燈塔第四中學（示範）',
    nameShort: 'Beacon 4',
    district: 'Tuen Mun',
    band: 'B3',
  },
  {
    id: 'harbourview',
    name: 'Harbourview Secondary School (Demo)',
    nameChi: '海景中學（示範）',
    nameShort: 'Harbourview',
    district: 'Eastern',
    band: 'A3',
  },
  {
    id: 'lionrock',
    name: 'Lion Rock College (Demo)',
    nameChi: '獅子山書院（示範）',
    nameShort: 'Lion Rock',
    district: 'Wong Tai Sin',
    band: 'B2',
  },
  {
    id: 'tsingyi',
    name: 'Tsing Yi Memorial School (Demo)',
    nameChi: '青衣紀念中學（示範）',
    nameShort: 'Tsing Yi',
    district: 'Kwai Tsing',
    band: 'C1',
  },
  {
    id: 'saikung',
    name: 'Sai Kung Academy (Demo)',
    nameChi: '西貢書院（示範）',
    nameShort: 'Sai Kung',
    district: 'Sai Kung',
    band: 'A1',
  },
];
