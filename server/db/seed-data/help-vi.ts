/** Help-centre entries in Vietnamese: plain text, paragraphs split by a blank line; {{merchant}} is the merchant's name as served (server/settings/help-center.ts). */
export const HELP_VI = [
  {
    tag: 'terms',
    title: 'Điều khoản và điều kiện',
    content: `Khi đăng ký và sử dụng dịch vụ của {{merchant}}, quý khách xác nhận đã đủ 18 tuổi trở lên và đồng ý tuân thủ các điều khoản dưới đây. Các điều khoản có thể được cập nhật theo thời gian; phiên bản mới có hiệu lực ngay khi được đăng tải.

Mỗi khách hàng chỉ được sở hữu một tài khoản. Thông tin đăng ký (họ tên, số điện thoại, email) phải chính xác và trùng khớp với thông tin tài khoản ngân hàng dùng để nạp và rút tiền. Chúng tôi có quyền tạm khóa các tài khoản trùng lặp hoặc có dấu hiệu gian lận.

Quý khách tự chịu trách nhiệm bảo mật tên đăng nhập và mật khẩu. Mọi giao dịch thực hiện từ tài khoản của quý khách được xem là do chính quý khách thực hiện.

Trong trường hợp có tranh chấp, quyết định của bộ phận quản lý {{merchant}} là quyết định cuối cùng.`,
  },
  {
    tag: 'deposit',
    title: 'Hướng dẫn nạp tiền',
    content: `Đăng nhập vào tài khoản, chọn mục Nạp tiền, rồi chọn một phương thức đang mở trên màn hình nạp: chuyển khoản ngân hàng, ví MoMo, ví ZaloPay hoặc thẻ cào điện thoại. Hạn mức mỗi lần nạp và phí của từng phương thức được hiển thị ngay trên màn hình nạp.

Chuyển khoản ngân hàng: tạo lệnh nạp trước, rồi quét mã VietQR trên màn hình (số tiền và nội dung đã được điền sẵn) hoặc chuyển khoản thủ công với đúng số tiền và nội dung được hiển thị. Khi ngân hàng báo tiền về, số dư được cộng tự động. Nếu sau 15 phút vẫn chưa nhận được, vui lòng liên hệ bộ phận chăm sóc khách hàng kèm ảnh chụp biên lai.

Ví MoMo hoặc ZaloPay: nhập số tiền, xác nhận trên trang thanh toán của ví rồi quay lại; số dư được cộng ngay khi ví báo thanh toán thành công.

Thẻ cào Viettel, Vinaphone, Mobifone hoặc Vietnamobile: chọn nhà mạng và mệnh giá, nhập số seri và mã thẻ. Thẻ được kiểm tra với nhà mạng trong ít phút; số tiền cộng vào ví là giá trị thực của thẻ trừ phí nhà mạng. Thẻ khai báo sai mệnh giá được tính theo giá trị thực, không quá mệnh giá đã khai báo. Mã thẻ không được lưu lại.`,
  },
  {
    tag: 'withdraw',
    title: 'Hướng dẫn rút tiền',
    content: `Chọn mục Rút tiền trong Trung tâm thành viên, nhập số tiền và mật khẩu rút tiền, sau đó xác nhận tài khoản ngân hàng nhận tiền.

Số tiền rút tối thiểu là 100.000 ₫ và tối đa 5 lần mỗi ngày. Tài khoản ngân hàng nhận tiền phải đứng tên chủ tài khoản đã đăng ký.

Yêu cầu rút tiền thường được xử lý trong vòng 3 đến 30 phút. Trước khi rút, tài khoản cần hoàn thành yêu cầu cược tương ứng với các khoản khuyến mãi đã nhận.`,
  },
  {
    tag: 'faq',
    title: 'Câu hỏi thường gặp',
    content: `Tôi quên mật khẩu thì phải làm sao? Hãy chọn "Quên mật khẩu" ở trang đăng nhập và lấy lại mật khẩu qua email hoặc số điện thoại đã đăng ký.

Vì sao tôi không đăng nhập được? Vui lòng kiểm tra lại tên đăng nhập, mật khẩu và kết nối mạng. Nếu tài khoản bị khóa, hãy liên hệ bộ phận chăm sóc khách hàng.

Tôi có thể cài ứng dụng lên điện thoại không? Có. Trên Android hãy bấm nút cài đặt ở trang Tải ứng dụng; trên iPhone hãy thêm trang web vào Màn hình chính.

Chơi thử là gì? Chơi thử cho phép trải nghiệm trò chơi bằng tiền ảo mà không cần đăng ký.`,
  },
  {
    tag: 'privacy',
    title: 'Chính sách bảo mật',
    content: `{{merchant}} cam kết bảo vệ thông tin cá nhân của quý khách. Chúng tôi chỉ thu thập những thông tin cần thiết để cung cấp dịch vụ, xử lý giao dịch và hỗ trợ khách hàng.

Thông tin của quý khách được mã hóa khi truyền đi và được lưu trữ trên hệ thống có kiểm soát truy cập. Chúng tôi không bán hay chia sẻ thông tin cá nhân cho bên thứ ba, trừ khi pháp luật yêu cầu.

Quý khách có thể yêu cầu xem, chỉnh sửa hoặc xóa thông tin cá nhân bằng cách liên hệ bộ phận chăm sóc khách hàng.`,
  },
  {
    tag: 'responsible',
    title: 'Chơi có trách nhiệm',
    content: `Giải trí nên là niềm vui, không phải nguồn thu nhập. Hãy đặt giới hạn thời gian và ngân sách trước khi chơi, và không bao giờ chơi bằng số tiền mà quý khách không thể để mất.

Nếu quý khách cảm thấy việc chơi đang ảnh hưởng đến công việc, gia đình hoặc tài chính, hãy tạm dừng. Quý khách có thể yêu cầu tự loại trừ trong một khoảng thời gian bằng cách liên hệ bộ phận chăm sóc khách hàng.

Dịch vụ chỉ dành cho người từ 18 tuổi trở lên. Chúng tôi có quyền yêu cầu xác minh độ tuổi bất cứ lúc nào.`,
  },
];
