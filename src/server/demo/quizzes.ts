import type { QuizInput } from '#shared/schemas/quiz'

/**
 * The demo quizzes a newcomer sees on first start: six quizzes across categories and
 * difficulties, one of them paid. Every quiz's total time is the sum of its question times.
 */
export const DEMO_QUIZZES: QuizInput[] = [
  {
    title: 'Milestones of Indian History',
    description:
      'From the Maurya Empire to the Republic: ten questions on the battles, movements and people that shaped India.',
    topic: 'Indian history',
    category: 'history',
    difficulty: 'medium',
    timeLimit: 300,
    settings: {},
    questions: [
      {
        question: 'Who founded the Maurya Empire?',
        options: ['Ashoka', 'Bindusara', 'Chandragupta Maurya', 'Samudragupta'],
        correctAnswer: 2,
        explanation:
          'Chandragupta Maurya founded the empire in the late 4th century BCE, guided by his adviser Chanakya. Ashoka was his grandson; Samudragupta belonged to the later Gupta dynasty.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Whom did Babur defeat at the First Battle of Panipat in 1526?',
        options: ['Ibrahim Lodi', 'Rana Sanga', 'Hemu', 'Sher Shah Suri'],
        correctAnswer: 0,
        explanation:
          'Babur defeated Ibrahim Lodi, the last Sultan of Delhi of the Lodi dynasty, and founded the Mughal Empire. He defeated Rana Sanga a year later at Khanwa.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'In which year was the Battle of Plassey fought?',
        options: ['1526', '1764', '1857', '1757'],
        correctAnswer: 3,
        explanation:
          "In 1757 the East India Company's forces under Robert Clive defeated Siraj-ud-Daulah, the Nawab of Bengal. The Battle of Buxar followed in 1764.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'In which year was the Indian National Congress founded?',
        options: ['1857', '1885', '1905', '1920'],
        correctAnswer: 1,
        explanation:
          'The Indian National Congress held its first session in Bombay in December 1885. A. O. Hume was among its founders and W. C. Bonnerjee presided.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'In which city did the Jallianwala Bagh massacre take place in April 1919?',
        options: ['Lahore', 'Amritsar', 'Delhi', 'Lucknow'],
        correctAnswer: 1,
        explanation:
          'On 13 April 1919 troops under Brigadier-General Reginald Dyer fired on an unarmed crowd gathered at Jallianwala Bagh in Amritsar, Punjab.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'In which year did Mahatma Gandhi lead the Salt March from Sabarmati Ashram to Dandi?',
        options: ['1920', '1942', '1930', '1919'],
        correctAnswer: 2,
        explanation:
          'Gandhi set out on 12 March 1930 and made salt at Dandi on 6 April, defying the British salt tax. The march launched the Civil Disobedience Movement.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which movement did Gandhi launch in August 1942 with the call "Do or Die"?',
        options: ['Non-Cooperation Movement', 'Khilafat Movement', 'Swadeshi Movement', 'Quit India Movement'],
        correctAnswer: 3,
        explanation:
          'The Quit India Movement was launched on 8 August 1942 at the Bombay session of the All India Congress Committee, demanding an end to British rule.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Who chaired the Drafting Committee of the Constituent Assembly of India?',
        options: ['B. R. Ambedkar', 'Jawaharlal Nehru', 'Rajendra Prasad', 'Sardar Vallabhbhai Patel'],
        correctAnswer: 0,
        explanation:
          'Dr B. R. Ambedkar chaired the Drafting Committee. Rajendra Prasad was the President of the Constituent Assembly as a whole.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'On which date did the Constitution of India come into force?',
        options: ['15 August 1947', '26 November 1949', '2 October 1950', '26 January 1950'],
        correctAnswer: 3,
        explanation:
          'The Constitution was adopted on 26 November 1949 and came into force on 26 January 1950, the day now celebrated as Republic Day.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Who was the first President of India?',
        options: ['Sarvepalli Radhakrishnan', 'Rajendra Prasad', 'Zakir Husain', 'C. Rajagopalachari'],
        correctAnswer: 1,
        explanation:
          'Dr Rajendra Prasad took office in 1950 and served until 1962. C. Rajagopalachari was the last Governor-General, and Radhakrishnan the first Vice-President.',
        points: 1,
        timeLimit: 30,
      },
    ],
  },
  {
    title: 'Around the World in 8 Questions',
    description: 'A quick tour of oceans, continents, capitals and landmarks. A gentle start for geography fans.',
    topic: 'World geography',
    category: 'geography',
    difficulty: 'easy',
    timeLimit: 240,
    settings: { shuffleQuestions: true, shuffleOptions: true },
    questions: [
      {
        question: 'Which is the largest ocean on Earth?',
        options: ['Atlantic Ocean', 'Indian Ocean', 'Pacific Ocean', 'Arctic Ocean'],
        correctAnswer: 2,
        explanation:
          "The Pacific Ocean is the largest and deepest ocean, covering about a third of the Earth's surface.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the capital of Australia?',
        options: ['Canberra', 'Sydney', 'Melbourne', 'Perth'],
        correctAnswer: 0,
        explanation:
          'Canberra is the capital of Australia. It was purpose-built as a compromise between the rival cities of Sydney and Melbourne.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which is the largest continent by area?',
        options: ['Africa', 'Asia', 'North America', 'Europe'],
        correctAnswer: 1,
        explanation:
          'Asia is the largest continent both by area and by population. Africa is the second largest by area.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which is the highest mountain above sea level?',
        options: ['K2', 'Kangchenjunga', 'Denali', 'Mount Everest'],
        correctAnswer: 3,
        explanation:
          'Mount Everest, on the border of Nepal and China, is the highest peak above sea level. K2 is second and Kangchenjunga third.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'On which continent is the Sahara Desert?',
        options: ['Asia', 'Africa', 'Australia', 'South America'],
        correctAnswer: 1,
        explanation: 'The Sahara covers much of North Africa and is the largest hot desert in the world.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which country has the largest land area?',
        options: ['Canada', 'China', 'Russia', 'United States'],
        correctAnswer: 2,
        explanation:
          'Russia is by far the largest country, spanning Eastern Europe and northern Asia. Canada is second.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the name of the line of latitude at 0 degrees?',
        options: ['Equator', 'Tropic of Cancer', 'Prime Meridian', 'Arctic Circle'],
        correctAnswer: 0,
        explanation:
          'The Equator is the 0° line of latitude, dividing the Northern and Southern Hemispheres. The Prime Meridian is the 0° line of longitude.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the capital of Canada?',
        options: ['Toronto', 'Vancouver', 'Montreal', 'Ottawa'],
        correctAnswer: 3,
        explanation: 'Ottawa, in the province of Ontario, is the capital of Canada. Toronto is its largest city.',
        points: 1,
        timeLimit: 30,
      },
    ],
  },
  {
    title: 'Physics Basics: Forces, Light and Energy',
    description:
      "Test your grip on the fundamentals of physics, from Newton's laws to Ohm's law. Some questions need a quick calculation.",
    topic: 'Basic physics',
    category: 'science',
    difficulty: 'medium',
    timeLimit: 270,
    settings: {},
    questions: [
      {
        question: 'What is the SI unit of force?',
        options: ['Joule', 'Newton', 'Watt', 'Pascal'],
        correctAnswer: 1,
        explanation:
          'Force is measured in newtons (N); one newton accelerates a 1 kg mass at 1 m/s². The joule measures energy, the watt power and the pascal pressure.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the approximate speed of light in a vacuum?',
        options: ['340 m/s', '3 × 10⁵ m/s', '3 × 10⁸ m/s', '3 × 10¹⁰ m/s'],
        correctAnswer: 2,
        explanation:
          'Light travels at exactly 299,792,458 m/s in a vacuum, about 3 × 10⁸ m/s. 340 m/s is roughly the speed of sound in air.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: "Which equation expresses Newton's second law of motion for a body of constant mass?",
        options: ['F = ma', 'V = IR', 'E = mc²', 'PV = nRT'],
        correctAnswer: 0,
        explanation:
          "The net force on a body equals its mass times its acceleration. V = IR is Ohm's law and PV = nRT is the ideal gas law.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: "What is the approximate acceleration due to gravity near the Earth's surface?",
        options: ['1.6 m/s²', '3.7 m/s²', '98 m/s²', '9.8 m/s²'],
        correctAnswer: 3,
        explanation:
          "Near the Earth's surface, g is about 9.8 m/s² (standard value 9.80665 m/s²). On the Moon it is only about 1.6 m/s².",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the kinetic energy of a 2 kg ball moving at 3 m/s?',
        options: ['6 J', '9 J', '18 J', '3 J'],
        correctAnswer: 1,
        explanation: 'Kinetic energy is ½mv² = ½ × 2 kg × (3 m/s)² = 9 J.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which colour of visible light has the longest wavelength?',
        options: ['Violet', 'Blue', 'Green', 'Red'],
        correctAnswer: 3,
        explanation:
          'Red light has the longest wavelength in the visible spectrum (about 700 nm) and violet the shortest (about 400 nm).',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Through which of these can sound NOT travel?',
        options: ['Water', 'Steel', 'Vacuum', 'Air'],
        correctAnswer: 2,
        explanation:
          'Sound is a mechanical wave and needs a medium of particles to travel through, so it cannot cross a vacuum. It travels fastest through solids such as steel.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'A current of 2 A flows through a 5 Ω resistor. What is the voltage across it?',
        options: ['10 V', '2.5 V', '7 V', '0.4 V'],
        correctAnswer: 0,
        explanation: "By Ohm's law, V = IR = 2 A × 5 Ω = 10 V.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Light bends towards the normal when it passes from air into glass. Why?',
        options: ['It speeds up', 'It slows down', 'Its frequency doubles', 'It changes colour'],
        correctAnswer: 1,
        explanation:
          'Glass has a higher refractive index than air, so light travels more slowly in it and bends towards the normal. Its frequency stays the same.',
        points: 1,
        timeLimit: 30,
      },
    ],
  },
  {
    title: 'Programming Pro Challenge',
    description:
      'Ten tough questions on algorithms, data representation, JavaScript, Python, SQL and networking. For developers who want a real test.',
    topic: 'Programming fundamentals',
    category: 'technology',
    difficulty: 'hard',
    isPaid: true,
    pricePaise: 4900,
    timeLimit: 450,
    settings: { antiCheat: { enabled: true, detectTabSwitch: true, detectCopyPaste: true } },
    questions: [
      {
        question: 'What is the worst-case time complexity of binary search on a sorted array of n elements?',
        options: ['O(n)', 'O(log n)', 'O(n log n)', 'O(1)'],
        correctAnswer: 1,
        explanation:
          'Each comparison halves the remaining search range, so at most about log₂ n + 1 comparisons are needed.',
        points: 1,
        timeLimit: 45,
      },
      {
        question: 'What is the worst-case time complexity of quicksort?',
        options: ['O(n log n)', 'O(n)', 'O(log n)', 'O(n²)'],
        correctAnswer: 3,
        explanation:
          'Quicksort averages O(n log n), but when the pivots split the array very unevenly (for example always picking the smallest element) it degrades to O(n²).',
        points: 2,
        timeLimit: 45,
      },
      {
        question: 'In JavaScript, what does typeof null evaluate to?',
        options: ["'null'", "'undefined'", "'object'", "'number'"],
        correctAnswer: 2,
        explanation:
          "typeof null returns 'object', a long-standing quirk kept since the first version of JavaScript for backward compatibility.",
        points: 2,
        timeLimit: 45,
      },
      {
        question: 'In JavaScript, what does 0.1 + 0.2 === 0.3 evaluate to?',
        options: ['false', 'true', 'undefined', 'It throws a TypeError'],
        correctAnswer: 0,
        explanation:
          'Numbers are IEEE 754 double-precision floats, and 0.1 + 0.2 evaluates to 0.30000000000000004, which is not exactly 0.3.',
        points: 1,
        timeLimit: 45,
      },
      {
        question: 'In Python 3, what is the value of -7 // 2?',
        options: ['-3', '-3.5', '-4', '3'],
        correctAnswer: 2,
        explanation:
          'The // operator performs floor division, rounding towards negative infinity: -3.5 floors to -4, not -3.',
        points: 2,
        timeLimit: 45,
      },
      {
        question: 'What is the decimal value of the binary number 101101?',
        options: ['43', '45', '53', '41'],
        correctAnswer: 1,
        explanation: '101101 in binary is 32 + 8 + 4 + 1 = 45.',
        points: 1,
        timeLimit: 45,
      },
      {
        question: "In 8-bit two's complement, which bit pattern represents -1?",
        options: ['10000001', '10000000', '11111110', '11111111'],
        correctAnswer: 3,
        explanation:
          "In two's complement, -1 is all ones: invert 00000001 to get 11111110, then add 1. 10000000 is -128, the smallest 8-bit value.",
        points: 2,
        timeLimit: 45,
      },
      {
        question: 'In SQL, which clause filters groups after aggregation?',
        options: ['WHERE', 'GROUP BY', 'HAVING', 'ORDER BY'],
        correctAnswer: 2,
        explanation:
          'WHERE filters rows before grouping, while HAVING filters the groups produced by GROUP BY, so it can use aggregates such as COUNT(*).',
        points: 1,
        timeLimit: 45,
      },
      {
        question: 'Which HTTP status code means a request lacks valid authentication credentials?',
        options: ['401', '403', '404', '500'],
        correctAnswer: 0,
        explanation:
          '401 Unauthorized means the client must authenticate. 403 Forbidden means the server refuses access even if it knows who is asking.',
        points: 1,
        timeLimit: 45,
      },
      {
        question: 'How many bits long is an IPv6 address?',
        options: ['32', '64', '128', '256'],
        correctAnswer: 2,
        explanation:
          'An IPv6 address is 128 bits long, written as eight groups of four hexadecimal digits. IPv4 addresses are 32 bits.',
        points: 1,
        timeLimit: 45,
      },
    ],
  },
  {
    title: 'Cricket Crazy: India Edition',
    description:
      "How well do you know India's favourite sport? Eight easy questions on famous wins, records and the rules.",
    topic: 'Indian cricket',
    category: 'sports',
    difficulty: 'easy',
    timeLimit: 240,
    settings: {},
    questions: [
      {
        question: 'In which year did India win its first Cricket World Cup?',
        options: ['1975', '1987', '1983', '2011'],
        correctAnswer: 2,
        explanation: "Kapil Dev's team beat the West Indies in the final at Lord's, London, in 1983.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Who captained India to victory in the 2011 Cricket World Cup?',
        options: ['Sourav Ganguly', 'MS Dhoni', 'Virat Kohli', 'Rahul Dravid'],
        correctAnswer: 1,
        explanation:
          'MS Dhoni led India to the title, finishing the final against Sri Lanka at the Wankhede Stadium in Mumbai with a six.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which team did India beat in the final of the first ICC World Twenty20 in 2007?',
        options: ['Pakistan', 'Australia', 'Sri Lanka', 'South Africa'],
        correctAnswer: 0,
        explanation:
          'India, captained by MS Dhoni, beat Pakistan by 5 runs in the final in Johannesburg, South Africa.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: "Who was the first batter to score a double century in a men's One Day International?",
        options: ['Virender Sehwag', 'Rohit Sharma', 'Chris Gayle', 'Sachin Tendulkar'],
        correctAnswer: 3,
        explanation: 'Sachin Tendulkar scored 200 not out against South Africa at Gwalior in February 2010.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'Which Indian bowler took all 10 wickets in a Test innings against Pakistan in Delhi in 1999?',
        options: ['Kapil Dev', 'Harbhajan Singh', 'Anil Kumble', 'Javagal Srinath'],
        correctAnswer: 2,
        explanation:
          "Anil Kumble took 10 for 74 at the Feroz Shah Kotla, becoming only the second bowler after England's Jim Laker to take all ten wickets in a Test innings.",
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'How many legal deliveries make up a standard over in cricket?',
        options: ['4', '6', '5', '8'],
        correctAnswer: 1,
        explanation: 'An over consists of six legal deliveries; wides and no-balls have to be bowled again.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'How long is a cricket pitch from stumps to stumps?',
        options: ['20 yards', '24 yards', '18 yards', '22 yards'],
        correctAnswer: 3,
        explanation: 'The pitch is 22 yards (about 20.12 metres) long between the two sets of stumps.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What does LBW stand for in cricket?',
        options: ['Leg before wicket', 'Leg beside wicket', 'Line before wicket', 'Left behind wicket'],
        correctAnswer: 0,
        explanation:
          'LBW means leg before wicket: a batter can be given out if the ball would have hit the stumps but was stopped by the body instead of the bat.',
        points: 1,
        timeLimit: 30,
      },
    ],
  },
  {
    title: 'Mental Maths Sprint',
    description:
      'No calculators allowed! Sharpen your mental arithmetic with squares, percentages and handy shortcuts.',
    topic: 'Mental arithmetic',
    category: 'mathematics',
    difficulty: 'medium',
    timeLimit: 300,
    settings: {},
    questions: [
      {
        question: 'What is 15 × 15?',
        options: ['215', '225', '235', '255'],
        correctAnswer: 1,
        explanation:
          'To square a number ending in 5, multiply the tens digit by the next number (1 × 2 = 2) and append 25: 225.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 12% of 250?',
        options: ['25', '32', '35', '30'],
        correctAnswer: 3,
        explanation: '10% of 250 is 25 and 2% is 5, so 12% is 25 + 5 = 30.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 48 × 25?',
        options: ['1200', '1000', '1250', '1150'],
        correctAnswer: 0,
        explanation: 'Multiplying by 25 is multiplying by 100 and dividing by 4: 48 ÷ 4 = 12, so 48 × 25 = 1200.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the square root of 1444?',
        options: ['36', '42', '38', '37'],
        correctAnswer: 2,
        explanation: '38 × 38 = 1444, since 38² = (40 − 2)² = 1600 − 160 + 4.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'A shirt priced at ₹800 is sold at a 25% discount. What is the sale price?',
        options: ['₹575', '₹600', '₹625', '₹650'],
        correctAnswer: 1,
        explanation: '25% of ₹800 is ₹200, so the sale price is ₹800 − ₹200 = ₹600.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 1/8 expressed as a percentage?',
        options: ['8%', '12%', '15%', '12.5%'],
        correctAnswer: 3,
        explanation: '1/8 = 0.125, which is 12.5%.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 2 raised to the power 10?',
        options: ['1000', '1024', '2048', '512'],
        correctAnswer: 1,
        explanation: 'Doubling ten times from 1 gives 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 84 ÷ 0.5?',
        options: ['42', '84.5', '168', '16.8'],
        correctAnswer: 2,
        explanation: 'Dividing by 0.5 is the same as multiplying by 2, so 84 ÷ 0.5 = 168.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is the sum of all whole numbers from 1 to 20?',
        options: ['210', '200', '190', '220'],
        correctAnswer: 0,
        explanation: 'The sum 1 + 2 + … + n is n(n + 1)/2, so 20 × 21 ÷ 2 = 210.',
        points: 1,
        timeLimit: 30,
      },
      {
        question: 'What is 99 × 101?',
        options: ['10001', '9899', '10099', '9999'],
        correctAnswer: 3,
        explanation: 'Use (a − b)(a + b) = a² − b²: (100 − 1)(100 + 1) = 10000 − 1 = 9999.',
        points: 1,
        timeLimit: 30,
      },
    ],
  },
]
