/**
 * The most common passwords of public breach lists (top entries, lower case), plus words a family recipe appliance
 * invites. Embedded, not downloaded: a few hundred entries catch the passwords guessed first. Checked after lower
 * casing, and again after undoing common letter substitutions (p@ssw0rd) and stripping trailing digits and symbols
 * (password123!).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 123456789 12345678 1234567890 12345 1234567 123123 111111 000000 654321 666666 121212 112233 123321 7777777 555555
11111111 987654321 1234 1111 696969 159753 131313 0123456789 01234567 88888888 12341234 11223344 147258369 147258 789456123
password passw0rd p@ssw0rd password1 password12 password123 passwort motdepasse contraseña contrasena wachtwoord senha
qwerty qwertyuiop qwerty123 qwertyui qwertz qwertzuiop azerty azertyuiop asdfgh asdfghjk asdfghjkl zxcvbn zxcvbnm 1qaz2wsx
qazwsx zaq12wsx zaq1zaq1 1q2w3e4r 1q2w3e4r5t 1q2w3e 123qwe qwe123 qwer1234 asdf1234 abcd1234 aa123456 a1b2c3d4 abc123 abcdef
abcdefg abcdefgh iloveyou iloveu loveme lovely love letmein welcome welcome1 hello hello123 hellohello monkey dragon master
shadow sunshine princess football baseball basketball soccer hockey superman batman spiderman starwars pokemon trustno1
whatever freedom flower flowers computer internet secret changeme default admin administrator root toor login guest test
testing test123 user access passport michael jennifer jessica ashley nicole daniel charlie thomas andrew joshua matthew
robert george jordan hunter buster tigger ginger pepper maggie cookie cheese chocolate banana summer winter autumn spring
orange purple yellow silver golden diamond killer harley mustang ranger thunder matrix taylor dallas austin chelsea biteme
yankees merlin hannah samantha anthony jasmine michelle amanda jesus blessed angel angels family friends forever
letmein1 mynoob zaq1xsw2 q1w2e3r4 q1w2e3r4t5 1qazxsw2 qweasd qweasdzxc asd123 zxc123 aaaaaa 123abc abc12345 iloveyou1
sunshine1 princess1 football1 monkey1 charlie1 qwerty1 dragon1 master1 shadow1 baseball1 superman1 michael1 password!
kitchen recipe recipes cookbook cooking cook chef baking dinner lunch breakfast pasta pizza grandma grandpa mommy daddy
mother father familie famille mamma nonna oma opa mama papa children kids household library recipelibrary homecook
letmeinplease logmein opensesame open sesame nopassword mypassword mypass pass1234 pass123 passw0rd1 welcome123 admin123
administrator1 root123 guest123 user123 demo demo123 sample example qwerty12 qwerty1234 1qaz1qaz 2wsx3edc !qaz2wsx
`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);
