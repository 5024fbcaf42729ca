/** Help-centre entries in English: plain text, paragraphs split by a blank line; {{merchant}} is the merchant's name as served (server/settings/help-center.ts). */
export const HELP_EN = [
  {
    tag: 'terms',
    title: 'Terms and conditions',
    content: `By registering with and using the services of {{merchant}} you confirm that you are at least 18 years old and agree to the terms below. These terms may be updated from time to time; a new version applies as soon as it is published.

Each customer may hold only one account. Registration details (name, mobile number, email) must be accurate and match the bank account used for deposits and withdrawals. We may suspend duplicate accounts or accounts that show signs of fraud.

You are responsible for keeping your username and password secret. Every transaction made from your account is treated as made by you.

In case of a dispute, the decision of {{merchant}} management is final.`,
  },
  {
    tag: 'deposit',
    title: 'How to deposit',
    content: `Log in, tap Deposit, then choose one of the methods the deposit screen offers: bank transfer, the MoMo wallet, the ZaloPay wallet or a phone scratch card. Each method's limits and fees are shown right on the deposit screen.

Bank transfer: make the deposit order first, then scan the VietQR code on screen (amount and transfer note are filled in), or transfer by hand with exactly the amount and transfer note shown. Once the bank reports the money, your balance is credited automatically. If nothing has arrived after 15 minutes, contact customer service with a photo of your receipt.

MoMo or ZaloPay: enter the amount, confirm on the wallet's payment page and come back; your balance is credited as soon as the wallet reports the payment.

Viettel, Vinaphone, Mobifone or Vietnamobile scratch cards: choose the telco and face value, enter the serial number and the card PIN. The card is checked with the telco within minutes; you are credited the card's real value less the telco fee. A card declared at the wrong face value counts for its real value, never more than declared. The card PIN is not stored.`,
  },
  {
    tag: 'withdraw',
    title: 'How to withdraw',
    content: `Open Withdraw in the member centre, enter the amount and your withdrawal password, then confirm the receiving bank account.

The minimum withdrawal is 100,000 ₫, up to 5 withdrawals a day. The receiving bank account must be in the name of the registered account holder.

Withdrawals are usually processed within 3 to 30 minutes. Before withdrawing, the account must meet the wagering requirement of any bonus received.`,
  },
  {
    tag: 'faq',
    title: 'Frequently asked questions',
    content: `I forgot my password. What should I do? Choose "Forgot password" on the login page and recover it by the email or mobile number you registered.

Why can't I log in? Check your username, password and network connection. If your account is locked, contact customer service.

Can I install the app on my phone? Yes. On Android, tap the install button on the App page; on iPhone, add the site to your Home Screen.

What is free play? Free play lets you try the games with virtual money, without registering.`,
  },
  {
    tag: 'privacy',
    title: 'Privacy policy',
    content: `{{merchant}} is committed to protecting your personal data. We collect only what is needed to provide the service, process transactions and support you.

Your data is encrypted in transit and stored on systems with access control. We do not sell or share personal data with third parties unless the law requires it.

You may ask to see, correct or delete your personal data by contacting customer service.`,
  },
  {
    tag: 'responsible',
    title: 'Responsible gaming',
    content: `Gaming should be entertainment, not a source of income. Set a time and money limit before you play, and never play with money you cannot afford to lose.

If you feel that gaming affects your work, family or finances, take a break. You can ask for self-exclusion for a period of time by contacting customer service.

The service is for adults aged 18 and over only. We may ask for proof of age at any time.`,
  },
];
