import type { Language } from '@plaza/contracts/languages';

/** Text of the demo deployment's home content and help center, per language. */
export interface DemoContent {
  banners: { title: string }[];
  notices: string[];
  popups: { audience: 'A' | 'B' | 'F'; title: string; content: string }[];
  promotions: { title: string; content: string }[];
  homeNotices: { title: string; content: string }[];
  /** Announcements to agents (the agent center's announcement page). */
  agentNotices: { title: string; content: string }[];
  help: { category: string; title: string; content: string }[];
}

const EN: DemoContent = {
  banners: [{ title: 'Welcome bonus' }, { title: 'Provably fair originals' }, { title: 'Daily jackpot' }],
  notices: [
    'Welcome to Plaza! Every in-house game round can be verified in its fairness panel.',
    'Scheduled maintenance of the DEMO studio: Sunday 02:00–03:00 UTC.',
    'Deposits through the SANDBOX channel are credited instantly.',
  ],
  popups: [
    {
      audience: 'B',
      title: 'Welcome to Plaza',
      content:
        '<p>Register in under a minute and claim your <strong>100% welcome bonus</strong>.</p><p>Play responsibly: our services are for adults only.</p>',
    },
    {
      audience: 'A',
      title: 'New: provably fair crash',
      content:
        '<p>Our crash game publishes the hash of every round before it starts. Check any round yourself.</p>',
    },
    {
      audience: 'F',
      title: 'Thanks for joining!',
      content: '<p>Your account is ready. Make a first deposit to unlock the welcome bonus.</p>',
    },
  ],
  promotions: [
    { title: '100% Welcome Bonus', content: '<p>Double your first deposit up to 500.00.</p>' },
    { title: 'Daily Cashback 5%', content: '<p>Get 5% of your daily net loss back, every day.</p>' },
    { title: 'Weekend Reload', content: '<p>A 50% reload bonus every Saturday and Sunday.</p>' },
    { title: 'Refer a Friend', content: '<p>Earn a reward for every friend who joins and plays.</p>' },
    { title: 'VIP Rewards', content: '<p>Climb the VIP ladder for higher rebates and a personal host.</p>' },
    {
      title: 'Slot Tournament',
      content: '<p>Spin the in-house slot and race to the top of the leaderboard.</p>',
    },
  ],
  homeNotices: [
    { title: 'Responsible gaming', content: '<p>Set deposit limits in your account at any time.</p>' },
    { title: 'Security tip', content: '<p>We will never ask for your password by phone or chat.</p>' },
  ],
  agentNotices: [
    {
      title: 'Contract settlements move to 00:30',
      content:
        '<p>From Monday, daily salaries are settled at 00:30 instead of 00:10, so late vendor results are counted.</p>',
    },
    {
      title: 'New: real-time salary',
      content:
        '<p>You can now offer your downlines a real-time salary, paid every five minutes on their settled bets.</p>',
    },
  ],
  help: [
    {
      category: 'About',
      title: 'About us',
      content: '<p>Plaza is an online gaming platform with fair, verifiable games.</p>',
    },
    {
      category: 'Deposits',
      title: 'How do I deposit?',
      content:
        '<p>Open the member center, choose Deposit, pick a channel and enter an amount within its limits.</p>',
    },
    {
      category: 'Withdrawals',
      title: 'How do I withdraw?',
      content:
        '<p>Bind a bank account, set a payment password, then request a withdrawal from the member center.</p>',
    },
    {
      category: 'Responsible gaming',
      title: 'Playing responsibly',
      content: '<p>Gaming is entertainment. People under 18 may not use our services.</p>',
    },
    {
      category: 'Terms',
      title: 'Terms and conditions',
      content: '<p>By using this site you agree to our terms.</p>',
    },
    {
      category: 'Privacy',
      title: 'Privacy policy',
      content: '<p>We keep your personal data safe and never sell it.</p>',
    },
  ],
};

const PT: DemoContent = {
  banners: [
    { title: 'Bônus de boas-vindas' },
    { title: 'Originais comprovadamente justos' },
    { title: 'Jackpot diário' },
  ],
  notices: [
    'Bem-vindo à Plaza! Cada rodada dos jogos da casa pode ser verificada no painel de justiça.',
    'Manutenção programada do estúdio DEMO: domingo, 02:00–03:00 UTC.',
    'Depósitos pelo canal SANDBOX são creditados na hora.',
  ],
  popups: [
    {
      audience: 'B',
      title: 'Bem-vindo à Plaza',
      content:
        '<p>Cadastre-se em menos de um minuto e receba seu <strong>bônus de boas-vindas de 100%</strong>.</p><p>Jogue com responsabilidade: serviços apenas para maiores de idade.</p>',
    },
    {
      audience: 'A',
      title: 'Novo: crash comprovadamente justo',
      content: '<p>Nosso crash publica o hash de cada rodada antes do início. Verifique qualquer rodada.</p>',
    },
    {
      audience: 'F',
      title: 'Obrigado por se juntar a nós!',
      content: '<p>Sua conta está pronta. Faça o primeiro depósito para liberar o bônus de boas-vindas.</p>',
    },
  ],
  promotions: [
    { title: 'Bônus de Boas-vindas 100%', content: '<p>Dobre seu primeiro depósito até 500,00.</p>' },
    { title: 'Cashback Diário 5%', content: '<p>Receba de volta 5% da sua perda líquida diária.</p>' },
    { title: 'Recarga de Fim de Semana', content: '<p>Bônus de recarga de 50% todo sábado e domingo.</p>' },
    { title: 'Indique um Amigo', content: '<p>Ganhe uma recompensa por cada amigo que entrar e jogar.</p>' },
    { title: 'Recompensas VIP', content: '<p>Suba no VIP para rebates maiores e um gerente pessoal.</p>' },
    { title: 'Torneio de Slots', content: '<p>Gire o slot da casa e dispute o topo do ranking.</p>' },
  ],
  homeNotices: [
    {
      title: 'Jogo responsável',
      content: '<p>Defina limites de depósito na sua conta a qualquer momento.</p>',
    },
    { title: 'Dica de segurança', content: '<p>Nunca pediremos sua senha por telefone ou chat.</p>' },
  ],
  agentNotices: [
    {
      title: 'Liquidação dos contratos passa para 00:30',
      content:
        '<p>A partir de segunda-feira, os salários diários são liquidados às 00:30 em vez de 00:10, para contar os resultados atrasados dos fornecedores.</p>',
    },
    {
      title: 'Novo: salário em tempo real',
      content:
        '<p>Agora você pode oferecer aos seus subordinados um salário em tempo real, pago a cada cinco minutos sobre as apostas liquidadas.</p>',
    },
  ],
  help: [
    {
      category: 'Sobre',
      title: 'Sobre nós',
      content: '<p>A Plaza é uma plataforma de jogos online com jogos justos e verificáveis.</p>',
    },
    {
      category: 'Depósitos',
      title: 'Como faço um depósito?',
      content:
        '<p>Abra o centro do membro, escolha Depósito, selecione um canal e informe um valor dentro dos limites.</p>',
    },
    {
      category: 'Saques',
      title: 'Como faço um saque?',
      content:
        '<p>Vincule uma conta bancária, defina uma senha de pagamento e solicite o saque no centro do membro.</p>',
    },
    {
      category: 'Jogo responsável',
      title: 'Jogar com responsabilidade',
      content: '<p>Jogar é entretenimento. Menores de 18 anos não podem usar nossos serviços.</p>',
    },
    {
      category: 'Termos',
      title: 'Termos e condições',
      content: '<p>Ao usar este site você concorda com nossos termos.</p>',
    },
    {
      category: 'Privacidade',
      title: 'Política de privacidade',
      content: '<p>Protegemos seus dados pessoais e nunca os vendemos.</p>',
    },
  ],
};

const VI_NOTICES = [
  'Chào mừng đến với Plaza! Mỗi ván trò chơi nội bộ đều có thể kiểm chứng trong bảng công bằng.',
  'Bảo trì định kỳ studio DEMO: Chủ nhật 02:00–03:00 UTC.',
  'Nạp tiền qua kênh SANDBOX được cộng ngay lập tức.',
];
const TH_NOTICES = [
  'ยินดีต้อนรับสู่ Plaza! ทุกรอบของเกมภายในตรวจสอบความยุติธรรมได้',
  'ปิดปรับปรุงสตูดิโอ DEMO ตามกำหนด: วันอาทิตย์ 02:00–03:00 UTC',
  'ฝากเงินผ่านช่องทาง SANDBOX เข้าบัญชีทันที',
];
const ZH_NOTICES = [
  '欢迎来到 Plaza！每一局自营游戏都可以在公平面板中验证。',
  'DEMO 游戏厂商例行维护：周日 02:00–03:00 UTC。',
  '通过 SANDBOX 渠道的存款即时到账。',
];

const VI_AGENT_NOTICES = [
  {
    title: 'Giờ quyết toán hợp đồng chuyển sang 00:30',
    content:
      '<p>Từ thứ Hai, lương ngày được quyết toán lúc 00:30 thay vì 00:10, để tính cả kết quả trễ của nhà cung cấp.</p>',
  },
  {
    title: 'Mới: lương theo thời gian thực',
    content:
      '<p>Bạn có thể đề nghị cấp dưới lương theo thời gian thực, trả mỗi năm phút trên các cược đã quyết toán.</p>',
  },
];
const TH_AGENT_NOTICES = [
  {
    title: 'เวลาชำระสัญญาเปลี่ยนเป็น 00:30',
    content: '<p>ตั้งแต่วันจันทร์ เงินเดือนรายวันจะชำระเวลา 00:30 แทน 00:10 เพื่อนับผลที่มาช้าจากผู้ให้บริการ</p>',
  },
  {
    title: 'ใหม่: เงินเดือนแบบเรียลไทม์',
    content: '<p>คุณเสนอเงินเดือนแบบเรียลไทม์ให้ดาวน์ไลน์ได้แล้ว จ่ายทุกห้านาทีจากเดิมพันที่ชำระแล้ว</p>',
  },
];
const ZH_AGENT_NOTICES = [
  {
    title: '契约结算时间改为 00:30',
    content: '<p>自周一起，日工资改在 00:30（原 00:10）结算，以计入厂商延迟的结果。</p>',
  },
  {
    title: '新功能：实时工资',
    content: '<p>现在可以为下级提供实时工资，每五分钟按已结算的注单发放。</p>',
  },
];

function noticesOnly(notices: string[], agentNotices: DemoContent['agentNotices']): DemoContent {
  return { banners: [], notices, popups: [], promotions: [], homeNotices: [], agentNotices, help: [] };
}

/** Demo content by language; languages left out fall back to the deployment's default language. */
export const DEMO_CONTENT: Partial<Record<Language, DemoContent>> = {
  en: EN,
  pt: PT,
  vi: noticesOnly(VI_NOTICES, VI_AGENT_NOTICES),
  th: noticesOnly(TH_NOTICES, TH_AGENT_NOTICES),
  'zh-CN': noticesOnly(ZH_NOTICES, ZH_AGENT_NOTICES),
};
