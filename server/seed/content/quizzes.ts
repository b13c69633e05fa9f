import { EXCEL_QUIZ, JAVASCRIPT_QUIZ, PYTHON_QUIZ } from "./quizzes-tech.ts";
import type { QuizKey, QuizSeed } from "./types.ts";

const opts = (...texts: string[]) =>
  texts.map((text, i) => ({ value: String.fromCharCode(97 + i), text }));
const words = (...texts: string[]) => texts.map((text) => ({ value: text, text }));

const ENGLISH_QUIZ: QuizSeed = {
  name: "Bài kiểm tra đầu vào: Tiếng Anh công sở",
  groups: [
    {
      description: "Phần 1: Từ vựng nơi làm việc",
      questions: [
        {
          type: "RADIO_BUTTONS",
          title: 'Chọn từ đúng: "Could you send me the ___ of yesterday\'s meeting?"',
          score: 1,
          pieces: opts("minutes", "hours", "seconds", "moments"),
          answer: "a",
          explanation: '"Meeting minutes" là biên bản cuộc họp, không liên quan đến thời gian.',
        },
        {
          type: "CHECKBOXES",
          title: "Những câu nào phù hợp để mở đầu một e-mail trang trọng?",
          score: 2,
          pieces: opts(
            "Dear Ms. Lan,",
            "Hey guys!",
            "I hope this email finds you well.",
            "What's up?",
          ),
          answer: ["a", "c"],
          explanation:
            '"Hey guys" và "What\'s up" chỉ dùng với đồng nghiệp thân thiết trong tin nhắn, không dùng trong e-mail trang trọng.',
        },
      ],
    },
    {
      description: "Phần 2: Ngữ pháp và câu",
      questions: [
        {
          type: "TEXT_COMPLETION",
          title: "Điền giới từ thích hợp",
          content: "The report is due {{blank}} Friday, so please send it {{blank}} 5 p.m.",
          score: 2,
          pieces: words("on", "by", "in", "at"),
          answer: ["on", "by"],
          explanation:
            'Dùng "on" trước thứ trong tuần; "by 5 p.m." nghĩa là chậm nhất vào 5 giờ chiều.',
        },
        {
          type: "WORD_ARRANGEMENT",
          title: "Sắp xếp thành câu hoàn chỉnh",
          score: 2,
          pieces: words("forward", "I", "to", "look", "hearing from you."),
          answer: ["I", "look", "forward", "to", "hearing from you."],
          explanation:
            '"I look forward to hearing from you." là câu kết e-mail trang trọng; sau "look forward to" là V-ing.',
        },
      ],
    },
  ],
};

const MARKETING_QUIZ: QuizSeed = {
  name: "Bài kiểm tra: Tư duy Digital Marketing",
  groups: [
    {
      description: "Các khái niệm đo lường",
      questions: [
        {
          type: "RADIO_BUTTONS",
          title: "CTR (Click-through rate) được tính như thế nào?",
          score: 1,
          pieces: opts(
            "Số lượt nhấp / Số lượt hiển thị",
            "Số đơn hàng / Số lượt nhấp",
            "Chi phí / Số lượt nhấp",
            "Doanh thu / Chi phí quảng cáo",
          ),
          answer: "a",
          explanation:
            "CTR = lượt nhấp ÷ lượt hiển thị. Chi phí ÷ lượt nhấp là CPC; doanh thu ÷ chi phí là ROAS.",
        },
        {
          type: "CHECKBOXES",
          title: 'Những kênh nào thuộc nhóm "owned media" (kênh sở hữu)?',
          score: 2,
          pieces: opts(
            "Website của doanh nghiệp",
            "Fanpage Facebook",
            "Quảng cáo Google Ads",
            "Danh sách e-mail khách hàng",
            "Bài PR trên báo điện tử",
          ),
          answer: ["a", "b", "d"],
          explanation:
            "Quảng cáo là paid media, bài báo là earned media; website, fanpage và danh sách e-mail là kênh doanh nghiệp tự sở hữu.",
        },
      ],
    },
    {
      description: "Lập kế hoạch chiến dịch",
      questions: [
        {
          type: "TEXT_COMPLETION",
          title: "Hoàn thành mô hình phễu marketing",
          content:
            "Khách hàng đi từ {{blank}} (biết đến thương hiệu), qua {{blank}} (cân nhắc), đến {{blank}} (mua hàng).",
          score: 3,
          pieces: words("Awareness", "Consideration", "Conversion", "Retention"),
          answer: ["Awareness", "Consideration", "Conversion"],
          explanation:
            "Ba tầng cơ bản của phễu: Awareness → Consideration → Conversion; Retention là giữ chân khách sau khi mua.",
        },
        {
          type: "WORD_ARRANGEMENT",
          title: "Sắp xếp các bước chạy một chiến dịch quảng cáo",
          score: 2,
          pieces: words(
            "Đo lường và tối ưu",
            "Xác định mục tiêu",
            "Chọn tệp khách hàng",
            "Thiết kế nội dung quảng cáo",
          ),
          answer: [
            "Xác định mục tiêu",
            "Chọn tệp khách hàng",
            "Thiết kế nội dung quảng cáo",
            "Đo lường và tối ưu",
          ],
          explanation:
            "Mục tiêu quyết định tệp khách hàng và thông điệp; đo lường ở cuối để tối ưu cho vòng tiếp theo.",
        },
      ],
    },
  ],
};

export const QUIZZES: Record<QuizKey, QuizSeed> = {
  python: PYTHON_QUIZ,
  javascript: JAVASCRIPT_QUIZ,
  excel: EXCEL_QUIZ,
  english: ENGLISH_QUIZ,
  marketing: MARKETING_QUIZ,
};
