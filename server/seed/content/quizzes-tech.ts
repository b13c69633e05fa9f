import type { QuizSeed } from "./types.ts";

const opts = (...texts: string[]) =>
  texts.map((text, i) => ({ value: String.fromCharCode(97 + i), text }));
const words = (...texts: string[]) => texts.map((text) => ({ value: text, text }));

export const PYTHON_QUIZ: QuizSeed = {
  name: "Kiểm tra nhanh: Python cơ bản",
  groups: [
    {
      description: "Phần 1: Kiểu dữ liệu và biến",
      questions: [
        {
          type: "RADIO_BUTTONS",
          title: "Kết quả của `type(3.0)` là gì?",
          score: 1,
          pieces: opts("<class 'int'>", "<class 'float'>", "<class 'str'>", "<class 'number'>"),
          answer: "b",
          explanation:
            "3.0 có phần thập phân nên Python coi đó là số thực (float), dù giá trị bằng 3.",
        },
        {
          type: "CHECKBOXES",
          title: "Những kiểu dữ liệu nào sau đây có thể thay đổi (mutable)?",
          score: 2,
          pieces: opts("list", "tuple", "dict", "str", "set"),
          answer: ["a", "c", "e"],
          explanation:
            "list, dict và set thay đổi được sau khi tạo; tuple và str là bất biến: mọi thao tác 'sửa' đều tạo ra đối tượng mới.",
        },
      ],
    },
    {
      description: "Phần 2: Đọc và viết mã",
      questions: [
        {
          type: "TEXT_COMPLETION",
          title: "Điền vào chỗ trống để in ra các số từ 0 đến 4",
          content: "{{blank}} i in {{blank}}(5):\n    print(i)",
          score: 2,
          pieces: words("for", "while", "range", "len", "list"),
          answer: ["for", "range"],
          explanation: "Vòng lặp `for` duyệt qua dãy số do `range(5)` tạo ra: 0, 1, 2, 3, 4.",
        },
        {
          type: "WORD_ARRANGEMENT",
          title: "Sắp xếp để được câu lệnh định nghĩa hàm tính bình phương",
          score: 2,
          pieces: words("return x * x", "square(x):", "def"),
          answer: ["def", "square(x):", "return x * x"],
          explanation:
            "Hàm bắt đầu bằng từ khoá `def`, tiếp theo là tên hàm và tham số, rồi thân hàm với `return`.",
        },
      ],
    },
  ],
};

export const JAVASCRIPT_QUIZ: QuizSeed = {
  name: "Bài kiểm tra: JavaScript nền tảng",
  groups: [
    {
      description: "Phần 1: Biến và kiểu dữ liệu",
      questions: [
        {
          type: "RADIO_BUTTONS",
          title: "Từ khoá nào khai báo một biến KHÔNG thể gán lại giá trị?",
          score: 1,
          pieces: opts("var", "let", "const", "static"),
          answer: "c",
          explanation:
            "`const` không cho gán lại; tuy vậy nội dung của object hay mảng khai báo bằng const vẫn sửa được.",
        },
        {
          type: "CHECKBOXES",
          title: "Những giá trị nào là falsy trong JavaScript?",
          score: 2,
          pieces: opts("0", '""', '"0"', "null", "[]", "NaN"),
          answer: ["a", "b", "d", "f"],
          explanation:
            'Chuỗi "0" và mảng rỗng [] là truthy. Các giá trị falsy: false, 0, "", null, undefined, NaN.',
        },
      ],
    },
    {
      description: "Phần 2: Làm việc với DOM",
      questions: [
        {
          type: "TEXT_COMPLETION",
          title: "Hoàn thành đoạn mã gắn sự kiện click cho nút",
          content:
            'const button = document.{{blank}}("#buy");\nbutton.{{blank}}("click", () => alert("Đã thêm vào giỏ"));',
          score: 2,
          pieces: words("querySelector", "addEventListener", "getElementsByClassName", "onClick"),
          answer: ["querySelector", "addEventListener"],
          explanation:
            "`querySelector` nhận một CSS selector và trả về phần tử đầu tiên; `addEventListener` gắn hàm xử lý cho sự kiện.",
        },
        {
          type: "WORD_ARRANGEMENT",
          title: "Sắp xếp các bước theo đúng thứ tự khi gọi API bằng fetch",
          score: 2,
          pieces: words(
            "Đọc dữ liệu bằng response.json()",
            "Gọi fetch(url)",
            "Hiển thị kết quả lên trang",
            "Kiểm tra response.ok",
          ),
          answer: [
            "Gọi fetch(url)",
            "Kiểm tra response.ok",
            "Đọc dữ liệu bằng response.json()",
            "Hiển thị kết quả lên trang",
          ],
          explanation:
            "fetch chỉ báo lỗi khi mất mạng; lỗi HTTP (404, 500) phải tự kiểm tra qua response.ok trước khi đọc dữ liệu.",
        },
        {
          type: "RADIO_BUTTONS",
          title: "`[1, 2, 3].map((n) => n * 2)` trả về gì?",
          score: 1,
          pieces: opts("[2, 4, 6]", "[1, 2, 3]", "12", "undefined"),
          answer: "a",
          explanation:
            "map tạo một mảng mới, mỗi phần tử là kết quả của hàm áp dụng lên phần tử tương ứng.",
        },
      ],
    },
  ],
};

export const EXCEL_QUIZ: QuizSeed = {
  name: "Bài kiểm tra: Hàm Excel thông dụng",
  groups: [
    {
      description: "Chọn hàm phù hợp cho từng tình huống",
      questions: [
        {
          type: "RADIO_BUTTONS",
          title: 'Để đếm số đơn hàng có trạng thái "Đã thanh toán", bạn dùng hàm nào?',
          score: 1,
          pieces: opts("SUM", "COUNTIF", "VLOOKUP", "AVERAGE"),
          answer: "b",
          explanation:
            'COUNTIF đếm các ô thoả một điều kiện, ví dụ =COUNTIF(C2:C100,"Đã thanh toán").',
        },
        {
          type: "CHECKBOXES",
          title: "Những hàm nào dùng để tra cứu dữ liệu từ bảng khác?",
          score: 2,
          pieces: opts("VLOOKUP", "XLOOKUP", "INDEX kết hợp MATCH", "CONCAT", "ROUND"),
          answer: ["a", "b", "c"],
          explanation:
            "VLOOKUP, XLOOKUP và cặp INDEX/MATCH đều tra cứu; CONCAT nối chuỗi, ROUND làm tròn số.",
        },
        {
          type: "TEXT_COMPLETION",
          title: 'Hoàn thành công thức xếp loại: từ 5 điểm trở lên là "Đạt"',
          content: '={{blank}}(B2{{blank}}5,"Đạt","Chưa đạt")',
          score: 2,
          pieces: words("IF", "SUMIF", ">=", "<", "="),
          answer: ["IF", ">="],
          explanation:
            'Hàm IF(điều_kiện, giá_trị_nếu_đúng, giá_trị_nếu_sai); điều kiện "từ 5 trở lên" viết là B2>=5.',
        },
        {
          type: "WORD_ARRANGEMENT",
          title: "Sắp xếp các bước tạo PivotTable",
          score: 2,
          pieces: words(
            "Kéo trường vào Rows và Values",
            "Chọn vùng dữ liệu",
            "Insert > PivotTable",
          ),
          answer: ["Chọn vùng dữ liệu", "Insert > PivotTable", "Kéo trường vào Rows và Values"],
          explanation:
            "Luôn chọn (hoặc định dạng Table cho) vùng dữ liệu trước, sau đó chèn PivotTable và kéo thả các trường.",
        },
      ],
    },
  ],
};
