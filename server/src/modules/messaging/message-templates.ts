import type { Language } from '@plaza/contracts/languages';

interface Templates {
  smsCode: (code: string, minutes: number) => string;
  passwordResetSubject: string;
  verificationSubject: string;
  passwordReset: (username: string, password: string) => string;
}

/** The texts Plaza sends by SMS and e-mail, in every supported language. */
const TEMPLATES: Record<Language, Templates> = {
  en: {
    smsCode: (code, minutes) => `Your verification code is ${code}. It expires in ${minutes} minutes.`,
    passwordResetSubject: 'Your new temporary password',
    verificationSubject: 'Your verification code',
    passwordReset: (username, password) =>
      `Hello ${username},\n\nYour temporary password is ${password}\nLog in with it and choose a new password.\n\nIf you did not ask for this, contact customer service.`,
  },
  pt: {
    smsCode: (code, minutes) => `Seu código de verificação é ${code}. Ele expira em ${minutes} minutos.`,
    passwordResetSubject: 'Sua nova senha temporária',
    verificationSubject: 'Seu código de verificação',
    passwordReset: (username, password) =>
      `Olá ${username},\n\nSua senha temporária é ${password}\nEntre com ela e escolha uma nova senha.\n\nSe você não pediu isso, fale com o atendimento.`,
  },
  vi: {
    smsCode: (code, minutes) => `Mã xác minh của bạn là ${code}. Mã hết hạn sau ${minutes} phút.`,
    passwordResetSubject: 'Mật khẩu tạm thời mới của bạn',
    verificationSubject: 'Mã xác minh của bạn',
    passwordReset: (username, password) =>
      `Xin chào ${username},\n\nMật khẩu tạm thời của bạn là ${password}\nHãy đăng nhập bằng mật khẩu này và đặt mật khẩu mới.\n\nNếu bạn không yêu cầu, hãy liên hệ bộ phận chăm sóc khách hàng.`,
  },
  th: {
    smsCode: (code, minutes) => `รหัสยืนยันของคุณคือ ${code} หมดอายุใน ${minutes} นาที`,
    passwordResetSubject: 'รหัสผ่านชั่วคราวใหม่ของคุณ',
    verificationSubject: 'รหัสยืนยันของคุณ',
    passwordReset: (username, password) =>
      `สวัสดี ${username}\n\nรหัสผ่านชั่วคราวของคุณคือ ${password}\nกรุณาเข้าสู่ระบบและตั้งรหัสผ่านใหม่\n\nหากคุณไม่ได้ร้องขอ กรุณาติดต่อฝ่ายบริการลูกค้า`,
  },
  'zh-CN': {
    smsCode: (code, minutes) => `您的验证码是 ${code}，${minutes} 分钟内有效。`,
    passwordResetSubject: '您的新临时密码',
    verificationSubject: '您的验证码',
    passwordReset: (username, password) =>
      `${username}，您好：\n\n您的临时密码是 ${password}\n请用它登录并设置新密码。\n\n如非本人操作，请联系客服。`,
  },
};

/** The message templates of a language. */
export function getMessageTemplates(language: Language): Templates {
  return TEMPLATES[language];
}
