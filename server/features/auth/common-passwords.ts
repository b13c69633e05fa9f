import type { z } from "zod";

/**
 * The 1,000 most common passwords of the well-known leaked-password lists, with the Vietnamese
 * favourites ("matkhau", "anhyeuem", "emyeuanh" …), lower-case. docs/product/accounts.md: such a
 * password is refused with "Password is too common". Kept on the server: the browser form does
 * not need a thousand words to check a length.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass
maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea
biteme matthew access yankees 987654321 dallas austin thunder taylor matrix mobilemail mom
monitor monitoring montana moon moscow william corvette hello martin heather secret merlin
diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson
whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon
cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa
boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys
987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha
chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney
midnight please brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit
wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter
prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf
asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela thx1138 angels madison
winston shannon mike toyota jordan23 canada sophie apples tiger trustme sunshine1 chance
ginger1 password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
pa55w0rd passpass password! password01 qwerty123 qwerty1 qwerty12 qwerty1234 qwertyui qwertyu
qwerty123456 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 !qaz2wsx
qazwsxedc qazxswedc asdfghjkl asdfghjk asdfgh1 asdf1234 asdf zxcvbnm1 zxcv1234 zxcvbnm123
1qaz!qaz abcd1234 abcdefg abcdefgh abcdef abc12345 abc123456 a123456 a1234567 a12345678
a123456789 aa123456 aa12345678 aaa111 aaaaaaaa a1b2c3 a1b2c3d4 1a2b3c4d 123abc 123456a
123456aa 12345a 1234abcd 1234567a 12345678a 123456789a 123qweasd 123qweasdzxc qweasd qweasdzxc
qweasd123 1qaz2wsx3edc 123qwe123 qwe123 qwe123qwe qwe12345 qwert qwert123 qwerty007 iloveyou1
iloveyou2 iloveu iloveyou! loveyou lovely loveme lover lovers love123 love1234 loveyou1 ilove
iloveu2 letmein1 letmein123 welcome1 welcome123 welcome2 admin admin123 admin1234 admin12345
administrator root root123 toor changeme changeme123 default guest user user123 test123
test1234 testing tester demo demo123 sample login login123 master123 secret123 hello123 hello1
hellokitty helloworld abc123456789 123456789abc matkhau matkhau123 matkhau1 matkhau12
matkhau1234 matkhaumoi matkhau123456 anhyeuem anhyeuem1 anhyeuem123 anhyeuem1234 anhyeuemnhieu
anhyeuemmaimai emyeuanh emyeuanh1 emyeuanh123 emyeuanhnhieu yeuem yeuem123 yeuanh yeuanh123
toiyeuem toiyeuban toiyeuvietnam yeuvietnam vietnam vietnam123 vietnam1 vietnam2020
vietnamvodich vietnamoi hanoi hanoi123 hanoi1 saigon saigon123 hochiminh hochiminh123 danang
haiphong cantho hue1234 nhatrang dalat vungtau matkhaucuatoi matkhaulagi khongbiet khongco
khongnho quenmatkhau quenroi 123456vn vn123456 anhoi emoi emyeu anhyeu iloveu123 yeuemmaimai
maimaibennhau hanhphuc hanhphuc123 tinhyeu tinhyeu123 thuongem thuonganh nhoem nhoanh codon
buon123 vuive bietdau chaoban xinchao xinchao123 tambiet baby1234 nguyen nguyen123 nguyenvan
tran tran123 le123456 pham pham123 hoang hoang123 huynh phan vu123456 dang bui do123456
ho123456 ngo duong ly123456 minh minh123 anh123 anh123456 tuan tuan123 hung hung123 dung
dung123 linh linh123 trang trang123 huong huong123 thao thao123 ngoc ngoc123 lan123 mai123
hoa123 long123 nam123 hai123 thanh thanh123 quang quang123 duc123 hieu hieu123 phuong
phuong123 hanh hanh123 hang hang123 nhung nhung123 yen123 nga123 ha123456 thuy thuy123 van123
son123 khanh khanh123 quan123 bao123 dat123 kien123 viet viet123 vietanh vietnamese conmeo
concho meomeo gaugau heocon lonton 1111111 111111111 1111111111 0000000 00000000 000000000
0000000000 1212121212 12121212 121212121 123454321 1234554321 1122334455 11223344 112233445566
147258369 147258 147852369 147852 159357 159753456 1597532486 159951 741852963 741852
789456123 789456 456789 456123 321654 963852741 852456 258456 369258147 123789 987456321
9876543210 98765432 0987654321 1234567899 12345678910 12345679 123456790 123456987 1234512345
12341234 123412345 20102010 19871987 19881988 19891989 19901990 19911991 19921992 19931993
19941994 19951995 19961996 19971997 19981998 19991999 20002000 20202020 1987 1988 1989 1990
1991 1992 1993 1994 1995 1996 1997 1998 1999 2001 2002 2003 2004 2005 2010 2020 2021 2022 2023
2024 2025 2026 11112222 22222222 33333333 44444444 55555555 66666666 77777777 99999999
12369874 147896325 1234566 12345611 123456123 1234567812345678 1q2w3e4r5 q1w2e3 q1w2e3r4t5y6
qwertz qwertzuiop azerty azertyuiop 123soleil soleil motdepasse passwort hallo123 football1
baseball1 basketball soccer1 hockey1 superman1 batman1 spiderman monkey1 shadow1 master1
dragon1 michael1 jordan1 jessica1 ashley1 nicole1 charlie1 daniel1 michelle1 jennifer1 hunter1
tigger1 buster1 killer1 pepper1 matthew1 thomas1 robert1 andrew1 joshua1 summer1 flower1
purple1 princess1 angel1 babygirl babygirl1 baby123 baby sweety sweetie sweetheart sweet honey
honey123 sunflower butterfly rainbow starwars1 pokemon pokemon1 naruto naruto123 minecraft
minecraft1 fortnite roblox zelda mario nintendo playstation xbox360 gaming gamer warcraft
starcraft counterstrike blink182 metallica nirvana slipknot eminem 50cent tupac beatles elvis
marilyn cherry chocolate vanilla strawberry blueberry pumpkin cookie1 cupcake candy sugar
peaches apple banana1 orange1 lemon mango pineapple watermelon coconut liverpool manchester
chelsea1 arsenal1 barcelona realmadrid juventus milan ronaldo messi beckham rooney zidane
cristiano ronaldo7 cr7 neymar football12 manutd manchesterunited liverpool1 united newcastle
tottenham everton celtic rangers1 juventus1 bayern dortmund ajax jesus jesus1 jesuschrist
christ god godisgood blessed blessing faith heaven angel123 church praise hallelujah grace
trinity genesis bible matthew12 savior prayer holy michael12 jessica12 charlie12 daniel12
david david1 david123 john john123 johnson smith jones brown williams davis wilson anderson
taylor1 moore jackson1 martin1 thompson white harris clark lewis robinson walker young allen
king wright scott green baker adams nelson hill campbell mitchell roberts carter phillips
evans turner torres parker collins edwards stewart flores morris murphy cook rogers morgan1
cooper peterson bailey1 reed kelly howard alexander alex alex123 alexis amber angelina anna
anita ariana ashley12 barbara beatriz bella brittany caroline carmen cassie catherine
charlotte chloe christina claudia cynthia daisy dana danielle destiny diana elizabeth ella
emily emma erica eva fiona gabriel gabriela grace1 hailey helen isabella jackie jade jenny
julia juliet julie kate katie kimberly kristen laura leslie lily linda lisa lucy maria mariah
marie mary megan melanie mia molly monica nancy naomi natalie nina olivia paula rebecca rose
sabrina sandra sara sarah savannah sharon sofia sophia stephanie susan tiffany valentina
vanessa veronica aaron adam albert andy arthur ben benjamin billy bobby brian bruce carlos
chris1 christian christopher dan danny dave dennis derek diego dylan eddie eric ethan frank
fred gary
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Case-insensitive: "Password1" is as easy to guess as "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The shared body schema plus the common-password rule on one of its fields, reported at that
 * field like any other validation message (it runs once the rest of the body is valid).
 */
export function rejectCommonPassword<T extends z.ZodObject>(
  schema: T,
  field: keyof z.output<T> & string,
) {
  return schema.superRefine((value, ctx) => {
    const candidate = (value as Record<string, unknown>)[field];
    if (typeof candidate === "string" && isCommonPassword(candidate)) {
      ctx.addIssue({ code: "custom", path: [field], message: "validation.passwordTooCommon" });
    }
  });
}
