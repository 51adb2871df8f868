import type { FormMessageKey } from '#contract/account.ts'
import type { Message } from '../../i18n/index.ts'
import { common } from '../../i18n/common-messages.ts'

/** The spec's form messages (§5) and our own few, keyed as the contract's schemas name them. */
export const formMessages = {
  emailRequired: { en: 'Please input your email!', 'zh-cn': '请输入您的邮箱！' },
  emailInvalid: common.emailInvalid,
  passwordRequired: { en: 'Please input your password!', 'zh-cn': '请输入您的密码！' },
  passwordLength: { en: 'The password must be 8 to 128 characters long.', 'zh-cn': '密码长度须为 8 到 128 个字符。' },
  usernameRequired: { en: 'Please input username!', 'zh-cn': '请输入用户名！' },
  codeRequired: { en: 'Please input code!', 'zh-cn': '请输入验证码！' },
  codeFormat: { en: 'The code is the 6 digits from the e-mail.', 'zh-cn': '验证码为邮件中的 6 位数字。' },
  phoneRequired: { en: 'Please input phone!', 'zh-cn': '请输入手机号！' },
  phoneInvalid: { en: 'Incorrect phone number.', 'zh-cn': '手机号格式不正确。' },
  passwordAgainRequired: { en: 'Please input the password again', 'zh-cn': '请再次输入密码' },
  passwordsDiffer: { en: "Two inputs don't match!", 'zh-cn': '两次输入的密码不一致！' },
  oldPasswordRequired: { en: 'Please input your old password', 'zh-cn': '请输入旧密码' },
  newPasswordRequired: { en: 'Please input your new password', 'zh-cn': '请输入新密码' },
  firstNameRequired: common.firstNameRequired,
  countryRequired: { en: 'Please input Country!', 'zh-cn': '请输入国家/地区！' },
  cityRequired: { en: 'Please input City!', 'zh-cn': '请输入城市！' },
  addressRequired: { en: 'Please input Address!', 'zh-cn': '请输入详细地址！' },
  postalCodeRequired: common.postalCodeRequired,
  tooLong: { en: 'This is too long.', 'zh-cn': '内容过长。' },
} satisfies Record<FormMessageKey, Message>

export const messages = {
  loggedIn: { en: 'Login successful', 'zh-cn': '登录成功' },
  loggedOut: { en: 'You have logged out.', 'zh-cn': '您已退出登录。' },
  incorrectLogin: { en: 'Incorrect email or password', 'zh-cn': '邮箱或密码错误' },
  registered: { en: 'Registration is successful!', 'zh-cn': '注册成功！' },
  passwordReset: { en: 'Password reset successfully!', 'zh-cn': '密码重置成功！' },
  passwordChanged: { en: 'Password changed successfully!', 'zh-cn': '密码修改成功！' },
  editSuccessful: common.editSuccessful,
  codeSent: { en: 'A verification code has been sent to {email}. It is valid for 10 minutes.', 'zh-cn': '验证码已发送至 {email}，10 分钟内有效。' },
  codeResendWait: { en: 'Please wait {seconds} seconds before requesting another code.', 'zh-cn': '请等待 {seconds} 秒后再获取验证码。' },
  codeVerified: { en: 'Code verified. Please choose a new password.', 'zh-cn': '验证成功，请设置新密码。' },
  codeIncorrect: { en: 'Incorrect code.', 'zh-cn': '验证码错误。' },
  codeExpired: { en: 'The code has expired. Please request a new one.', 'zh-cn': '验证码已过期，请重新获取。' },
  codeUsed: { en: 'This code has already been used. Please request a new one.', 'zh-cn': '该验证码已被使用，请重新获取。' },
  codeLocked: { en: 'Too many wrong tries. Please request a new code.', 'zh-cn': '错误次数过多，请重新获取验证码。' },
  emailTaken: { en: 'An account with this email already exists. Please log in or reset your password.', 'zh-cn': '该邮箱已注册，请直接登录或重置密码。' },
  passwordCommon: { en: 'This password is too common. Please choose one that is harder to guess.', 'zh-cn': '该密码过于常见，请换一个更难猜的密码。' },
  resetExpired: { en: 'This password reset has expired. Please request a new code.', 'zh-cn': '本次密码重置已失效，请重新获取验证码。' },
  oldPasswordIncorrect: { en: 'Your old password is incorrect.', 'zh-cn': '旧密码不正确。' },
} satisfies Record<string, Message>

/** E-mails, written in the language the shopper used when asking for them. */
export const mails = {
  registerCode: {
    subject: { en: 'Your registration code: {code}', 'zh-cn': '您的注册验证码：{code}' },
    text: {
      en: 'Welcome to Cross-Border Shop!\n\nYour verification code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, you can ignore this e-mail.',
      'zh-cn': '欢迎来到 Cross-Border Shop！\n\n您的验证码是 {code}，10 分钟内有效，仅可使用一次。\n\n如果这不是您本人的操作，请忽略此邮件。',
    },
  },
  registerExisting: {
    subject: { en: 'About your registration', 'zh-cn': '关于您的注册' },
    text: {
      en: 'Someone, hopefully you, tried to create an account with this e-mail address, but it already has one.\n\nTo get in, log in, or reset your password if you have forgotten it.\n\nIf this was not you, you can ignore this e-mail.',
      'zh-cn': '有人（希望是您本人）尝试使用此邮箱注册账户，但该邮箱已经注册过。\n\n请直接登录；如果忘记了密码，可以重置密码。\n\n如果这不是您本人的操作，请忽略此邮件。',
    },
  },
  resetCode: {
    subject: { en: 'Your password reset code: {code}', 'zh-cn': '您的密码重置验证码：{code}' },
    text: {
      en: 'Your password reset code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
      'zh-cn': '您的密码重置验证码是 {code}，10 分钟内有效，仅可使用一次。\n\n如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
    },
  },
  resetUnknown: {
    subject: { en: 'About your password reset', 'zh-cn': '关于您的密码重置' },
    text: {
      en: 'Someone asked to reset the password of an account with this e-mail address, but there is no account with it.\n\nIf it was you, you may have registered with another address, or you can create an account.\n\nIf this was not you, you can ignore this e-mail.',
      'zh-cn': '有人申请重置使用此邮箱的账户密码，但该邮箱尚未注册。\n\n如果是您本人，您可能使用了其他邮箱注册，或者可以创建新账户。\n\n如果这不是您本人的操作，请忽略此邮件。',
    },
  },
} satisfies Record<string, { subject: Message; text: Message }>
