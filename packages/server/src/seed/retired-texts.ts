/**
 * Texts an earlier release seeded that promised what Pariksha does not do (live classes, mentors,
 * notes, previous papers, 769 tests) or said what is not so (every mock test on its exam's own
 * pattern), by the SHA-256 of their canonical JSON (seed/replace-retired-texts.ts), per table and
 * key. A stored row that still holds one of them gets this release's text; a row an operator
 * edited matches none and is left alone.
 */
export const retiredTexts = {
  subscriptionPlans: {
    BASIC: '71ba46765cb96c81008c8a97ece6c6454d2187f719953ba8d5b4489111bd0d26',
    GOLD: 'e07b5e31a09c603131be827dc885e80b232ec59a612b8954a33dd6a787242d49',
    PLATINUM: 'f8d31e6b4c5322adf5eeb2f9db87276513bb3c8ade6aaacf8c549448b1808868',
  },
  courses: {
    'sbi-po-exam': '59881b32eb4aee183676598b615c758c9c9b32326734fe75ef64d4d076daa86e',
    'bank-clerk-foundation': 'ce00c78f9b75e60ca646a759e47577352f853b86e087ebeec6b0e400f0f0bd5d',
    'rbi-grade-b-phase-1': '1300bd87ac5aa7298c9124e7e326c57ca846b97d624f5e14bfe65dd9accdcbff',
    'ssc-cgl-complete': '1ec791ffe64ff1bde0e806ae1d0c2772209bfd5c224839cf9010a85f5685f0ca',
    'ssc-gd-constable': '6fdc1b90670828aa1931079603f0a627b30c8430b160c72f60a8068b675d4524',
    'rrb-ntpc': '32fe82be824cc6db81b4ef1491e28b065f7db0044bcab67c7ad8b96b02cab30f',
    'rrb-group-d': '46d1302efabd55959829b0cb441ec86b9e4644ae9711ca7f1cd2f2df683e2eb9',
    'up-police-constable': '83a9319bc879703bd00ecbc6f517d9681285559b04884e6d00158fa6157037c2',
    'delhi-police-constable': 'e5607bf5a750e876639ec62adf8f9bd68ae2b78ad80403b9b934d3782bb88554',
    'nda-foundation': '11f0c8e70f44388ff9ff469a038d957561858e871e8f5ba1cf9871eec9701f1c',
    'upsc-prelims-2027': '0facf64783dea573c407b8350251fc3c602edf6e0cbbefb1f8bf25e2a5b72c1a',
    'bpsc-cce-prelims': '38dcc9cb587035628810c769ccac3c2ced75adfb0c80ecaaefbe8ab15212aeba',
    'uppsc-pcs-prelims': '0935d3b17a2e1637518ed3eef423513fe9dc4b4c62887fc03263adbe6b579219',
    'jee-main-2027': '2ec33b5595ab22768f987232e00a29ad0ea98b4ab59673f47e252c7d5b4407a2',
    'neet-ug-2027': '6a63fb446654e4f299b62e3ed6cc14e56a943b4da37e163b9cc09b6a3d6b012b',
    'cbse-class-10-boards': 'f4a289465e23090d5a00564569c85514cd16a38acc0ea68e16ca3fc8fd40eae4',
    'ctet-2027': 'c94cff19e7f75fcc625b3e6ea16bb456e95f59a6b6fc3f1868b0f40cc4b5e23f',
    'reet-level-1': '459a1847aad98ee304bd53a08f68702a4fb9446212115cb25275979f8761c740',
  },
  faqs: {
    'how-mock-tests-work': '8eacfbb009696ac4fa0faedd288303327761d3ceef1ca116e3c0d910a40d34fc',
    'negative-marking': '7b7d99fa1121dbc99ef846afccb96550487deb09b7cf3292b698541499f6358b',
    'free-trial': 'ae42a29fa4ec2d51470efe5d3639acd5e5868131b458e7a156cdcfeed11ebb7f',
    'pattern-changes': 'fa8b8fa0978ade48bcc1b3e84e1a9688ce025478214df47cc54526b4628e8aa1',
  },
  testimonials: {
    'ankit-raj': '91e44c1103f935a2f50ee0c966ba4b4b53972efc177abe75c7a594f512c614c5',
    'pooja-deshmukh': '894c0f2b11ba5e714759392e79fbd2aad83244b051384447201a4b05a1bb91ff',
    'mohammed-faizan': '2e3ed529251c8c4529c39541eb7eeca532b970776e38d8f0ccea85b50d9002dc',
    'harpreet-kaur': 'd07faf4a38934fa5954eeb9cac6a47a2feb7524a594a0ed1bedd28ec5938d785',
    'lakshmi-narayanan': '1a81f92854425c60de1b6a0d44377421db7ee5e8f57d3a9b1f8cf51478e56036',
    'ritu-meena': '58f54b85da89186ac8e08789b8c6c4b8e571948be486e4b2ac81c4fb1b5ef40f',
    'sandeep-yadav': 'a7a80128e467280402e583dd654f48802c650881cea618290769cb2cbf255414',
    'debashish-das': '4416d8577c515681c4c8738f491bfaae5cb904038625bd887236713b15882ea6',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;
