import type { PdfDocument } from "../media/pdf.ts";

/** The demo PDFs. Lesson specs name them by key; `title` is the media library's title. */
export const DOCUMENTS = {
  guide: {
    title: "Sổ tay học tập trên Học Việt",
    pdf: {
      title: "Study Guide",
      pages: [
        {
          heading: "1. How to get the most out of a course",
          lines: [
            "Set a fixed time slot: 30 to 45 minutes a day beats one long weekend session.",
            "Watch each video once without notes, then a second time while practising.",
            "Pause often. Re-type the examples yourself instead of copying them.",
            "Finish the quiz at the end of every chapter: it shows what to review.",
            "Keep a short learning journal: three things learned, one open question.",
            "",
            "Lessons marked as preview are free: try them before you enrol.",
            "Your progress is saved on every device you sign in with.",
          ],
        },
        {
          heading: "2. Practice and feedback",
          lines: [
            "Each chapter ends with an exercise. Do it before opening the solution.",
            "Quizzes can be taken again at any time; only the latest score is shown.",
            "When a question is marked Wrong, read the explanation under it.",
            "Onsite and remote classes have fixed dates: check them in the lesson list.",
            "Bring your laptop to onsite sessions, fully charged.",
          ],
        },
        {
          heading: "3. Certificate and lifetime access",
          lines: [
            "A course is complete when every lesson is complete.",
            "The certificate is issued at once and can be verified online by anyone.",
            "Access to a course you bought never expires, including future updates.",
            "",
            "Questions? Write to the support team from your account page.",
          ],
        },
      ],
    },
  },
  python: {
    title: "Tóm tắt cú pháp Python",
    pdf: {
      title: "Python Basics - Cheat Sheet",
      pages: [
        {
          heading: "Values, variables and types",
          mono: true,
          lines: [
            'name = "Lan"          # str',
            "age = 21               # int",
            "height = 1.62          # float",
            "is_student = True      # bool",
            "print(type(age))       # <class 'int'>",
            "",
            'Strings:  s.upper()  s.lower()  s.strip()  s.split(",")  f"Hi {name}"',
            "Lists:    a.append(x)  a.pop()  len(a)  sorted(a)  a[0]  a[-1]  a[1:3]",
            'Dicts:    d["key"]  d.get("key", 0)  d.items()  d.keys()  d.values()',
          ],
        },
        {
          heading: "Control flow and functions",
          mono: true,
          lines: [
            "if score >= 8:",
            '    grade = "A"',
            "elif score >= 6.5:",
            '    grade = "B"',
            "else:",
            '    grade = "C"',
            "",
            "for i in range(5):       while n > 0:",
            "    print(i)                 n -= 1",
            "",
            "def average(numbers):",
            "    return sum(numbers) / len(numbers)",
          ],
        },
      ],
    },
  },
  excel: {
    title: "Hàm và phím tắt Excel thông dụng",
    pdf: {
      title: "Excel - Essential Formulas and Shortcuts",
      pages: [
        {
          heading: "Formulas used every day",
          mono: true,
          lines: [
            "=SUM(B2:B20)                  total of a range",
            "=AVERAGE(B2:B20)              mean value",
            '=COUNTIF(C2:C20,"Paid")        count matching cells',
            '=SUMIFS(D:D,B:B,"Hanoi",C:C,">0")',
            '=IF(E2>=5,"Pass","Fail")',
            "=VLOOKUP(A2,Products!A:C,3,FALSE)",
            "=XLOOKUP(A2,Products!A:A,Products!C:C)",
            '=TEXT(F2,"dd/mm/yyyy")',
          ],
        },
        {
          heading: "Keyboard shortcuts",
          mono: true,
          lines: [
            "Ctrl + Arrow       jump to the edge of the data",
            "Ctrl + Shift + L   turn filters on or off",
            "Ctrl + T           format the range as a table",
            "Alt + =            AutoSum",
            "F4                 toggle absolute references ($A$1)",
            "Ctrl + ;           insert today's date",
            "Ctrl + 1           format cells",
          ],
        },
      ],
    },
  },
} satisfies Record<string, { title: string; pdf: PdfDocument }>;

export type DocumentKey = keyof typeof DOCUMENTS;
