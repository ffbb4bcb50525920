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

const VI: DemoContent = {
  banners: [
    { title: 'Thưởng chào mừng' },
    { title: 'Trò chơi công bằng kiểm chứng được' },
    { title: 'Jackpot mỗi ngày' },
  ],
  notices: [
    'Chào mừng đến với Plaza! Mỗi ván trò chơi nội bộ đều có thể kiểm chứng trong bảng công bằng.',
    'Bảo trì định kỳ studio DEMO: Chủ nhật 02:00–03:00 UTC.',
    'Nạp tiền qua kênh SANDBOX được cộng ngay lập tức.',
  ],
  popups: [
    {
      audience: 'B',
      title: 'Chào mừng đến với Plaza',
      content:
        '<p>Đăng ký chưa đến một phút và nhận <strong>thưởng chào mừng 100%</strong>.</p><p>Chơi có trách nhiệm: dịch vụ chỉ dành cho người trưởng thành.</p>',
    },
    {
      audience: 'A',
      title: 'Mới: crash công bằng kiểm chứng được',
      content:
        '<p>Trò crash công bố mã băm của mỗi ván trước khi bắt đầu. Bạn có thể tự kiểm tra bất kỳ ván nào.</p>',
    },
    {
      audience: 'F',
      title: 'Cảm ơn bạn đã tham gia!',
      content: '<p>Tài khoản đã sẵn sàng. Nạp tiền lần đầu để mở khóa thưởng chào mừng.</p>',
    },
  ],
  promotions: [
    { title: 'Thưởng chào mừng 100%', content: '<p>Nhân đôi lần nạp đầu tiên, tối đa 500,00.</p>' },
    { title: 'Hoàn trả hằng ngày 5%', content: '<p>Nhận lại 5% số tiền thua ròng mỗi ngày.</p>' },
    { title: 'Thưởng nạp cuối tuần', content: '<p>Thưởng nạp 50% vào mỗi thứ Bảy và Chủ nhật.</p>' },
    { title: 'Giới thiệu bạn bè', content: '<p>Nhận thưởng cho mỗi người bạn tham gia và chơi.</p>' },
    { title: 'Ưu đãi VIP', content: '<p>Lên hạng VIP để có hoàn trả cao hơn và chuyên viên riêng.</p>' },
    { title: 'Giải đấu slot', content: '<p>Quay slot nội bộ và đua lên đầu bảng xếp hạng.</p>' },
  ],
  homeNotices: [
    {
      title: 'Chơi có trách nhiệm',
      content: '<p>Bạn có thể đặt giới hạn nạp tiền trong tài khoản bất cứ lúc nào.</p>',
    },
    {
      title: 'Mẹo bảo mật',
      content: '<p>Chúng tôi không bao giờ hỏi mật khẩu của bạn qua điện thoại hay trò chuyện.</p>',
    },
  ],
  agentNotices: [
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
  ],
  help: [
    {
      category: 'Giới thiệu',
      title: 'Về chúng tôi',
      content: '<p>Plaza là nền tảng giải trí trực tuyến với các trò chơi công bằng, kiểm chứng được.</p>',
    },
    {
      category: 'Nạp tiền',
      title: 'Làm sao để nạp tiền?',
      content:
        '<p>Mở trung tâm thành viên, chọn Nạp tiền, chọn kênh và nhập số tiền trong hạn mức của kênh.</p>',
    },
    {
      category: 'Rút tiền',
      title: 'Làm sao để rút tiền?',
      content:
        '<p>Liên kết tài khoản ngân hàng, đặt mật khẩu thanh toán, rồi gửi yêu cầu rút tiền trong trung tâm thành viên.</p>',
    },
    {
      category: 'Chơi có trách nhiệm',
      title: 'Chơi có trách nhiệm',
      content: '<p>Trò chơi là để giải trí. Người dưới 18 tuổi không được sử dụng dịch vụ của chúng tôi.</p>',
    },
    {
      category: 'Điều khoản',
      title: 'Điều khoản và điều kiện',
      content: '<p>Khi sử dụng trang này, bạn đồng ý với các điều khoản của chúng tôi.</p>',
    },
    {
      category: 'Quyền riêng tư',
      title: 'Chính sách quyền riêng tư',
      content: '<p>Chúng tôi bảo vệ dữ liệu cá nhân của bạn và không bao giờ bán chúng.</p>',
    },
  ],
};

const TH: DemoContent = {
  banners: [{ title: 'โบนัสต้อนรับ' }, { title: 'เกมที่ตรวจสอบความยุติธรรมได้' }, { title: 'แจ็กพอตรายวัน' }],
  notices: [
    'ยินดีต้อนรับสู่ Plaza! ทุกรอบของเกมภายในตรวจสอบความยุติธรรมได้',
    'ปิดปรับปรุงสตูดิโอ DEMO ตามกำหนด: วันอาทิตย์ 02:00–03:00 UTC',
    'ฝากเงินผ่านช่องทาง SANDBOX เข้าบัญชีทันที',
  ],
  popups: [
    {
      audience: 'B',
      title: 'ยินดีต้อนรับสู่ Plaza',
      content:
        '<p>สมัครได้ในไม่ถึงหนึ่งนาทีและรับ<strong>โบนัสต้อนรับ 100%</strong></p><p>เล่นอย่างรับผิดชอบ: บริการนี้สำหรับผู้ใหญ่เท่านั้น</p>',
    },
    {
      audience: 'A',
      title: 'ใหม่: เกม crash ที่ตรวจสอบได้',
      content: '<p>เกม crash ของเราเผยแพร่แฮชของทุกรอบก่อนเริ่ม คุณตรวจสอบรอบใดก็ได้ด้วยตัวเอง</p>',
    },
    {
      audience: 'F',
      title: 'ขอบคุณที่สมัครสมาชิก!',
      content: '<p>บัญชีของคุณพร้อมแล้ว ฝากเงินครั้งแรกเพื่อรับโบนัสต้อนรับ</p>',
    },
  ],
  promotions: [
    { title: 'โบนัสต้อนรับ 100%', content: '<p>รับเพิ่มเป็นสองเท่าของยอดฝากแรก สูงสุด 500.00</p>' },
    { title: 'คืนยอดเสียรายวัน 5%', content: '<p>รับคืน 5% ของยอดเสียสุทธิทุกวัน</p>' },
    { title: 'โบนัสฝากสุดสัปดาห์', content: '<p>โบนัสฝาก 50% ทุกวันเสาร์และวันอาทิตย์</p>' },
    { title: 'ชวนเพื่อน', content: '<p>รับรางวัลสำหรับเพื่อนทุกคนที่สมัครและเล่น</p>' },
    { title: 'สิทธิพิเศษ VIP', content: '<p>เลื่อนระดับ VIP เพื่อรับเงินคืนที่สูงขึ้นและผู้ดูแลส่วนตัว</p>' },
    { title: 'ทัวร์นาเมนต์สล็อต', content: '<p>หมุนสล็อตของเราและแข่งขึ้นอันดับหนึ่งของตาราง</p>' },
  ],
  homeNotices: [
    { title: 'เล่นอย่างรับผิดชอบ', content: '<p>ตั้งวงเงินฝากในบัญชีของคุณได้ทุกเมื่อ</p>' },
    { title: 'เคล็ดลับความปลอดภัย', content: '<p>เราจะไม่ขอรหัสผ่านของคุณทางโทรศัพท์หรือแชท</p>' },
  ],
  agentNotices: [
    {
      title: 'เวลาชำระสัญญาเปลี่ยนเป็น 00:30',
      content: '<p>ตั้งแต่วันจันทร์ เงินเดือนรายวันจะชำระเวลา 00:30 แทน 00:10 เพื่อนับผลที่มาช้าจากผู้ให้บริการ</p>',
    },
    {
      title: 'ใหม่: เงินเดือนแบบเรียลไทม์',
      content: '<p>คุณเสนอเงินเดือนแบบเรียลไทม์ให้ดาวน์ไลน์ได้แล้ว จ่ายทุกห้านาทีจากเดิมพันที่ชำระแล้ว</p>',
    },
  ],
  help: [
    {
      category: 'เกี่ยวกับเรา',
      title: 'เกี่ยวกับเรา',
      content: '<p>Plaza เป็นแพลตฟอร์มเกมออนไลน์ที่มีเกมยุติธรรมและตรวจสอบได้</p>',
    },
    {
      category: 'การฝากเงิน',
      title: 'ฝากเงินอย่างไร?',
      content: '<p>เปิดศูนย์สมาชิก เลือกฝากเงิน เลือกช่องทาง แล้วใส่จำนวนเงินภายในวงเงินของช่องทางนั้น</p>',
    },
    {
      category: 'การถอนเงิน',
      title: 'ถอนเงินอย่างไร?',
      content: '<p>ผูกบัญชีธนาคาร ตั้งรหัสผ่านการชำระเงิน แล้วส่งคำขอถอนเงินจากศูนย์สมาชิก</p>',
    },
    {
      category: 'การเล่นอย่างรับผิดชอบ',
      title: 'เล่นอย่างรับผิดชอบ',
      content: '<p>เกมคือความบันเทิง ผู้ที่อายุต่ำกว่า 18 ปีไม่สามารถใช้บริการของเราได้</p>',
    },
    {
      category: 'ข้อกำหนด',
      title: 'ข้อกำหนดและเงื่อนไข',
      content: '<p>การใช้เว็บไซต์นี้ถือว่าคุณยอมรับข้อกำหนดของเรา</p>',
    },
    {
      category: 'ความเป็นส่วนตัว',
      title: 'นโยบายความเป็นส่วนตัว',
      content: '<p>เราเก็บรักษาข้อมูลส่วนบุคคลของคุณอย่างปลอดภัยและไม่ขายให้ผู้ใด</p>',
    },
  ],
};

const ZH: DemoContent = {
  banners: [{ title: '迎新奖金' }, { title: '可验证公平的自营游戏' }, { title: '每日奖池' }],
  notices: [
    '欢迎来到 Plaza！每一局自营游戏都可以在公平面板中验证。',
    'DEMO 游戏厂商例行维护：周日 02:00–03:00 UTC。',
    '通过 SANDBOX 渠道的存款即时到账。',
  ],
  popups: [
    {
      audience: 'B',
      title: '欢迎来到 Plaza',
      content:
        '<p>一分钟内完成注册，领取<strong>100% 迎新奖金</strong>。</p><p>理性娱乐：本服务仅限成年人使用。</p>',
    },
    {
      audience: 'A',
      title: '新上线：可验证公平的 Crash',
      content: '<p>我们的 Crash 游戏在每局开始前公布其哈希值，任何一局都可以自行验证。</p>',
    },
    {
      audience: 'F',
      title: '感谢您的加入！',
      content: '<p>您的账户已就绪。完成首次存款即可解锁迎新奖金。</p>',
    },
  ],
  promotions: [
    { title: '100% 迎新奖金', content: '<p>首存翻倍，最高 500.00。</p>' },
    { title: '每日 5% 返水', content: '<p>每天返还当日净亏损的 5%。</p>' },
    { title: '周末续存奖励', content: '<p>每周六、周日续存可获 50% 奖励。</p>' },
    { title: '推荐好友', content: '<p>每位加入并游戏的好友都能为您带来奖励。</p>' },
    { title: 'VIP 礼遇', content: '<p>提升 VIP 等级，享受更高返水和专属客服。</p>' },
    { title: '老虎机锦标赛', content: '<p>转动自营老虎机，冲上排行榜榜首。</p>' },
  ],
  homeNotices: [
    { title: '理性娱乐', content: '<p>您可以随时在账户中设置存款限额。</p>' },
    { title: '安全提示', content: '<p>我们绝不会通过电话或聊天索取您的密码。</p>' },
  ],
  agentNotices: [
    {
      title: '契约结算时间改为 00:30',
      content: '<p>自周一起，日工资改在 00:30（原 00:10）结算，以计入厂商延迟的结果。</p>',
    },
    {
      title: '新功能：实时工资',
      content: '<p>现在可以为下级提供实时工资，每五分钟按已结算的注单发放。</p>',
    },
  ],
  help: [
    {
      category: '关于我们',
      title: '关于我们',
      content: '<p>Plaza 是提供公平、可验证游戏的在线娱乐平台。</p>',
    },
    {
      category: '存款',
      title: '如何存款？',
      content: '<p>打开会员中心，选择存款，选择渠道并输入该渠道限额内的金额。</p>',
    },
    {
      category: '取款',
      title: '如何取款？',
      content: '<p>绑定银行账户、设置支付密码，然后在会员中心提交取款申请。</p>',
    },
    {
      category: '理性娱乐',
      title: '理性娱乐',
      content: '<p>游戏是一种娱乐。未满 18 岁者不得使用我们的服务。</p>',
    },
    { category: '条款', title: '条款与条件', content: '<p>使用本网站即表示您同意我们的条款。</p>' },
    { category: '隐私', title: '隐私政策', content: '<p>我们妥善保管您的个人资料，绝不出售。</p>' },
  ],
};

/** Demo content by language (all five); a language left out would fall back to the deployment's default language. */
export const DEMO_CONTENT: Partial<Record<Language, DemoContent>> = {
  en: EN,
  pt: PT,
  vi: VI,
  th: TH,
  'zh-CN': ZH,
};
