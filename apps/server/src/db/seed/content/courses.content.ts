import type { DemoCourse } from './content.types.js';

/**
 * Demo courses. `this-is-course` is the free letter-writing programme the landing page
 * links to; the others show the hub, teacher-training and challenge kinds.
 * Lesson HTML uses only p, h3, ul/li, strong, em and blockquote.
 */
export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'this-is-course',
    name: 'Write a Letter and Change the World',
    kind: 'course',
    intro:
      'A free programme in nine short lessons: children choose a real problem, find the person who can fix it, and write a letter that asks for change.',
    description_html: `<p>Every big change starts with someone who cares enough to say something. In <strong>Write a Letter and Change the World</strong>, children aged 8–12 choose a real problem in their school or community, find out who has the power to fix it, and write a clear, polite and persuasive letter asking for change.</p>
<h2>A free teaching programme for your class</h2>
<p>The programme has three chapters and nine lessons of 20–40 minutes. Each lesson has a warm-up, a main activity and a moment of reflection, and works with a whole class, a small writing group or a family at home. No special materials are needed: paper, pencils and envelopes are enough.</p>
<p><a href="/media/seed/courses/this-is-course.svg"><img src="/media/seed/courses/this-is-course.svg" alt="Write a Letter and Change the World: children’s letters flying from a school towards a town hall, a tree and a river"></a></p>
<h3>What children will learn</h3>
<ul>
<li>To notice a problem and describe it clearly, with facts as well as feelings</li>
<li>To find the right person to write to, from a head teacher to a mayor</li>
<li>To plan, draft and improve a letter with a clear, polite request</li>
<li>To follow up with patience, and to celebrate change, big or small</li>
</ul>
<h3>Who it is for</h3>
<p>Teachers of children aged 8–12, school librarians and youth leaders. Pair it with the book <em>Dear Mayor, Love Thandi</em> from the library, and share your class’s letters in the Young Writers area.</p>`,
    sustainability_details: [
      { title: 'Quality Education: learning to speak up and be heard', thumbnail: 'sdg-04-quality-education.svg' },
      { title: 'Sustainable Cities and Communities: safer streets and shared spaces', thumbnail: 'sdg-11-sustainable-communities.svg' },
      { title: 'Climate Action: letters for a greener school and town', thumbnail: 'sdg-13-climate-action.svg' },
      { title: 'Peace, Justice and Strong Institutions: every voice counts', thumbnail: 'sdg-16-peace-justice.svg' },
    ],
    sdgs: [4, 11, 13, 16],
    mode: 'young-writers',
    chapters: [
      {
        slug: 'why-letters-matter',
        title: 'Why Letters Matter',
        lessons: [
          {
            slug: 'a-letter-is-a-bridge',
            title: 'A Letter Is a Bridge',
            duration_minutes: 20,
            content_html: `<p>Start by asking the class: <em>Has anyone ever received a letter, a card or a note that made them feel something?</em> Let a few children share. Then ask a different question: has a letter ever made something <strong>happen</strong>?</p>
<p>Explain that a letter is a bridge between two people who might never meet. A child in a village can write to a minister in the capital; a class in Nairobi can write to a company in London. The letter crosses the distance and asks the reader to listen. Unlike a shout in the playground, a letter can be read again, passed on and kept.</p>
<h3>Letters that changed things</h3>
<p>Share one or two examples of children who used letters to make a difference: a class that asked their council for a safer crossing, or pupils who persuaded a local shop to stop handing out plastic bags. If you have it, read <em>Dear Mayor, Love Thandi</em> aloud. Ask: what did the writer want? Who did they write to? Why do you think the reader listened?</p>
<h3>Activity: the letter wall</h3>
<ul>
<li>Give each child a sticky note or a small square of paper.</li>
<li>Ask them to finish the sentence: “If I could send a letter to anyone, I would write to… and ask them to…”</li>
<li>Stick the notes on a wall or board and group similar ideas together.</li>
</ul>
<blockquote>Tip: welcome playful answers (“the Moon, to ask it to stay out longer”) as well as serious ones. Imagination warms children up for real writing.</blockquote>
<p>Finish by telling the class that over the next lessons they will write a <strong>real</strong> letter, to a <strong>real</strong> person, about something they truly care about.</p>`,
          },
          {
            slug: 'finding-your-issue',
            title: 'Finding Your Issue',
            duration_minutes: 30,
            content_html: `<p>Good letters start with a problem the writer knows well. Children are experts on their own lives: the walk to school, the playground, lunchtime, the park, the library. In this lesson they become investigators and collect problems worth writing about.</p>
<h3>Warm-up: the noticing walk</h3>
<p>Take a ten-minute walk around the school grounds, or ask children to picture their journey to school. Each child notes three things: something that works well, something that could be better and something that worries them. Classes often notice a tap that drips all day, no shade in the playground, no books in their home language, litter by the gate or a busy road with no crossing.</p>
<h3>From a moan to an issue</h3>
<p>Explain the difference between a moan and an issue. A moan is “Break time is boring.” An issue is “Forty children share two skipping ropes, so most of us have nothing to play with at break.” An issue affects more than one person, can be described with facts and has a possible solution.</p>
<ul>
<li>Who does this problem affect?</li>
<li>How often does it happen?</li>
<li>How do we know? What have we seen, counted or heard?</li>
<li>What could make it better?</li>
</ul>
<p>In small groups, children choose one issue and answer the four questions. If several groups choose the same issue, that is a sign it matters to many people — a strong start for a letter.</p>
<blockquote>Safeguarding note: if a child raises a personal worry, for example about home or their safety, thank them quietly and follow your school’s safeguarding procedures rather than turning it into a class letter.</blockquote>`,
          },
          {
            slug: 'choosing-your-reader',
            title: 'Who Can Help? Choosing Your Reader',
            duration_minutes: 25,
            content_html: `<p>A letter to the wrong person is like a key in the wrong lock. Before they write, children need to find out who actually has the power to fix their issue.</p>
<h3>The circles of power</h3>
<p>Draw three circles on the board, one inside another. In the middle, write <strong>Us</strong>: things we can change ourselves. In the next ring, write <strong>Our school and neighbourhood</strong>: the head teacher, the school council, a shopkeeper, a community leader. In the outer ring, write <strong>Our town and country</strong>: the mayor, the council, a member of parliament, a company, a newspaper.</p>
<p>Place each group’s issue in the right ring. A dripping tap belongs with the caretaker or head teacher. A dangerous road belongs with the town council or the mayor. Plastic packaging might belong with a company. Some issues sit in the middle circle too: there may be something the class can start doing straight away.</p>
<h3>Research your reader</h3>
<ul>
<li>What is the person’s name and job title?</li>
<li>What is the correct postal address or email for their office?</li>
<li>What do they already care about? A mayor may care about safety; a shop cares about its customers.</li>
</ul>
<p>Help children find names and addresses using official websites, the school office or a parent. Record them on a “reader card” that each group keeps until the letter is posted.</p>
<p><em>Exit question:</em> why might one letter to the right person be more powerful than a hundred letters to the wrong one?</p>`,
          },
        ],
      },
      {
        slug: 'writing-your-letter',
        title: 'Writing Your Letter',
        lessons: [
          {
            slug: 'the-five-part-letter',
            title: 'Planning with the Five-Part Letter',
            duration_minutes: 35,
            content_html: `<p>Strong letters follow a shape that readers recognise. Introduce the <strong>five-part letter</strong> and draw it as five boxes stacked on the board.</p>
<ul>
<li><strong>Greeting:</strong> Dear Mayor Khumalo, / Dear Mrs Patel,</li>
<li><strong>Who I am:</strong> one or two sentences introducing the writer and their class or school.</li>
<li><strong>The problem:</strong> what is happening, who it affects and how you know.</li>
<li><strong>The ask:</strong> exactly what you would like the reader to do.</li>
<li><strong>Thank you and sign-off:</strong> a polite ending, your name and how to reply.</li>
</ul>
<h3>Model it together</h3>
<p>Write a short model letter as a class about a made-up issue, such as “There is no bin near the school bus stop.” Think aloud as you write: “I need to say who I am first, so the reader knows why I care.” Let children suggest sentences and improve them. Show that good writers change their minds.</p>
<h3>Plan in boxes</h3>
<p>Give each group a planning sheet with the five boxes. They write notes, not full sentences, in each box. Encourage them to plan <strong>the ask</strong> first: once you know exactly what you want, the rest of the letter is much easier to write.</p>
<blockquote>Differentiation: younger or less confident writers can plan with drawings and labels. Confident writers can add a sixth box, “What we will do ourselves”, to show the reader that they are part of the solution.</blockquote>`,
          },
          {
            slug: 'facts-feelings-and-a-clear-ask',
            title: 'Facts, Feelings and a Clear Ask',
            duration_minutes: 30,
            content_html: `<p>Readers are persuaded by a mix of <strong>facts</strong> (what is true), <strong>feelings</strong> (why it matters to people) and a <strong>clear ask</strong> (what should happen next). In this lesson children collect evidence and sharpen their request.</p>
<h3>Collecting facts</h3>
<p>Help each group gather one or two simple facts: counting cars at the gate every morning for a week, timing the queue for the water tap, or asking classmates for a show of hands. Numbers are powerful. “412 cars pass our gate between 7 and 8 o’clock” is far more convincing than “lots of cars”.</p>
<h3>Adding feelings</h3>
<p>Ask: how does this problem make people feel? Encourage specific, honest sentences such as “My little brother holds my hand very tightly when we cross.” One true detail is worth more than many dramatic words.</p>
<h3>Sharpening the ask</h3>
<p>Compare these two requests:</p>
<ul>
<li>“Please make our road safer.”</li>
<li>“Please paint a zebra crossing outside our school gate and send a crossing guard from 7.30 to 8.30 every morning.”</li>
</ul>
<p>The second request tells the reader exactly what success looks like. Groups rewrite their ask until it answers three questions: <em>what, where and when?</em></p>`,
          },
          {
            slug: 'drafting-editing-and-reading-aloud',
            title: 'Drafting, Editing and Reading Aloud',
            duration_minutes: 40,
            content_html: `<p>Now children turn their plans into a full letter. Give quiet time for a first draft, and remind them that a first draft is allowed to be messy: crossing out is a sign of thinking.</p>
<h3>Edit with the three Cs</h3>
<ul>
<li><strong>Clear:</strong> would a stranger understand the problem after one reading?</li>
<li><strong>Courteous:</strong> is the tone polite and respectful, even if we feel frustrated?</li>
<li><strong>Correct:</strong> are the names, spellings, facts and address right?</li>
</ul>
<h3>Read it aloud</h3>
<p>Pairs swap letters and read them aloud to each other. Hearing your letter in someone else’s voice reveals long sentences, missing words and places where the meaning is unclear. The listener gives “two stars and a wish”: two things that work well and one thing to improve.</p>
<p>Children then write a neat final copy by hand, or type it if the letter will be sent by email. Handwritten letters from children are often kept and remembered by the people who receive them. A class can send one letter signed by everyone, or several letters from different groups about the same issue.</p>
<blockquote>Tip: if children want to write in a home language as well as English, include both versions. It shows the reader who the community really is.</blockquote>`,
          },
        ],
      },
      {
        slug: 'sending-and-following-up',
        title: 'Sending and Following Up',
        lessons: [
          {
            slug: 'sending-it-safely',
            title: 'Sending It Safely',
            duration_minutes: 20,
            content_html: `<p>Before the letters go, check them together. Children should include only their first name, their class and the school address — never a home address, phone number or personal email. Letters are sent from the school, with a short covering note from the teacher.</p>
<h3>Addressing the envelope</h3>
<p>Show how to write an address on an envelope: name, job title, organisation, street, town and postcode. Add the school’s address on the back so that a reply can find its way home. If you are sending an email, send it from a school account and copy in the head teacher.</p>
<h3>Make it a moment</h3>
<p>Walk to the post box or post office together. Take a photo, following your school’s photo policy, and add it to a <strong>Letters We Sent</strong> display with a copy of each letter and the date it was posted. The display reminds children that something real has happened, even while they wait.</p>
<ul>
<li>Write the date of posting on the class calendar.</li>
<li>Mark a “check-in” date four weeks later.</li>
<li>Keep a copy of every letter in a folder for the follow-up lesson.</li>
</ul>`,
          },
          {
            slug: 'when-the-reply-comes',
            title: 'When the Reply Comes (and When It Doesn’t)',
            duration_minutes: 25,
            content_html: `<p>Waiting is part of changing the world. Many replies take three to six weeks, and some never arrive at all. Prepare children for both outcomes before they happen.</p>
<h3>Reading a reply</h3>
<p>When a reply arrives, read it aloud together. Ask: what did they agree to? What did they say no to, and why? What will happen next? A reply that says “not yet” often contains useful information, such as the date of a meeting or the name of a better person to write to.</p>
<h3>If there is no reply</h3>
<ul>
<li>After four weeks, send a short, polite follow-up letter with a copy of the first one.</li>
<li>Try a different reader: a deputy, a committee or the local newspaper.</li>
<li>Invite the reader to visit the school and see the problem for themselves.</li>
</ul>
<blockquote>Talk point: in <em>Dear Mayor, Love Thandi</em>, Thandi waits three weeks and starts to feel silly. Has anyone felt like that while waiting for something? What helped?</blockquote>
<p>Whatever happens, point out what the class has already achieved: they have told a person with power about a real problem, and that person now knows that children are watching and care.</p>`,
          },
          {
            slug: 'celebrate-and-share',
            title: 'Celebrate and Share',
            duration_minutes: 20,
            content_html: `<p>Whatever the result, finish the programme with a celebration. Children have investigated an issue, found the right reader, written a persuasive letter and taken action — skills they will use for the rest of their lives.</p>
<h3>Reflection circle</h3>
<ul>
<li>What was the hardest part of writing our letter?</li>
<li>What are you proudest of?</li>
<li>What would you write about next time?</li>
</ul>
<h3>Share your story</h3>
<p>Invite families to see the Letters We Sent display, read the replies at an assembly or write a short article for the school newsletter. Children can also publish a story about their letter in the Young Writers area, so that other classes can learn from it.</p>
<p>Finally, give every child a blank envelope to take home. Tell them it is for the next letter — the one they will write on their own, whenever they see something that could be better.</p>`,
          },
        ],
      },
    ],
  },
  {
    slug: 'climate-action-hub',
    name: 'Climate Action Learning Hub',
    kind: 'hub',
    intro:
      'Lessons, experiments and school projects about weather, water, waste and energy, for children aged 7–12 and their teachers.',
    description_html: `<p>The <strong>Climate Action Learning Hub</strong> brings together everything a school needs to explore climate change with children: clear science, stories from around the world and practical projects that make a visible difference on the school grounds.</p>
<p><img src="/media/seed/courses/climate-action-hub.svg" alt="Climate Action Learning Hub: a sun, a tree and a river under a blue sky"></p>
<h2>Inside the hub</h2>
<ul>
<li><strong>Understanding our climate:</strong> weather diaries, a greenhouse model and climate stories from four continents.</li>
<li><strong>Water and waste:</strong> trace your water from cloud to cup and run a school waste audit.</li>
<li><strong>Action at school:</strong> plant a garden, become energy detectives and speak up for the planet.</li>
</ul>
<p>Every lesson links to books in the library, and the hub ends with a chance to share results with families and local leaders.</p>`,
    sustainability_details: [
      { title: 'Clean Water and Sanitation: from cloud to cup', thumbnail: 'sdg-06-clean-water.svg' },
      { title: 'Responsible Consumption: the school waste audit', thumbnail: 'sdg-12-responsible-consumption.svg' },
      { title: 'Climate Action: understanding and acting', thumbnail: 'sdg-13-climate-action.svg' },
      { title: 'Life on Land: a garden for people and pollinators', thumbnail: 'sdg-15-life-on-land.svg' },
    ],
    sdgs: [6, 7, 12, 13, 15],
    mode: 'climate-action',
    chapters: [
      {
        slug: 'understanding-our-climate',
        title: 'Understanding Our Climate',
        lessons: [
          {
            slug: 'weather-or-climate',
            title: 'Weather or Climate?',
            duration_minutes: 30,
            content_html: `<p>Begin with a question: <em>What is the weather like today?</em> Children describe it — sunny, windy, cloudy, hot. Then ask: <em>What is the weather usually like here in the hottest month of the year?</em> The second question is about <strong>climate</strong>.</p>
<p>Weather is what is happening in the sky right now, or over a few days. Climate is the pattern of weather in a place over many years — scientists usually look at thirty years or more. An easy way to remember it: <strong>weather is your mood today; climate is your personality</strong>.</p>
<h3>Activity: our weather diary</h3>
<ul>
<li>Make a chart with the days of the week and columns for sky, temperature, wind and rain.</li>
<li>Each morning for two weeks, a different pair of children records the weather. A thermometer hung in the shade and a rain gauge cut from a plastic bottle are enough.</li>
<li>At the end, ask: did the weather change every day? What stayed the same?</li>
</ul>
<h3>Ask the elders</h3>
<p>Climate changes slowly, so the best witnesses are people who have lived in one place for a long time. Ask children to interview a grandparent or older neighbour: When did the rains come when you were my age? Were the summers as hot? Did the river ever dry up? Collect the answers on a class memory map. Many children will hear that the seasons have shifted — an honest, local way into the topic of climate change.</p>`,
          },
          {
            slug: 'the-greenhouse-blanket',
            title: 'The Greenhouse Blanket',
            duration_minutes: 35,
            content_html: `<p>The Earth is wrapped in a thin layer of air called the atmosphere. Some gases in it, such as carbon dioxide and methane, act like a blanket: sunlight passes through and warms the land and sea, and the blanket stops some of that warmth from escaping back into space. Without this natural blanket, the Earth would be frozen.</p>
<p>The problem is that burning coal, oil and gas, and cutting down forests, adds more of these gases to the air. The blanket gets thicker and the planet slowly warms. This brings stronger heatwaves, changing rains, melting ice and rising seas.</p>
<h3>Experiment: two jars in the sun</h3>
<ul>
<li>You need two identical glass jars, two thermometers and a sunny spot.</li>
<li>Put a thermometer in each jar. Cover one jar with a lid or cling film and leave the other open.</li>
<li>Place both jars in the sun and record the temperatures every five minutes for twenty minutes.</li>
<li>Children predict first, then compare: which jar got warmer, and why?</li>
</ul>
<blockquote>Teacher note: this is a model, not a perfect copy of the atmosphere. The closed jar warms mostly because it traps warm air. Use it to help children picture “heat that cannot escape”, and explain that scientists measure the real atmosphere much more carefully.</blockquote>
<h3>Talk about it</h3>
<p>Ask: which things in our daily lives burn fuel? (Cooking stoves, buses, cars, factories, electricity from coal.) Which things take carbon dioxide out of the air? (Trees, plants and oceans.) Keep the tone hopeful: every lesson in this hub is about things people can do.</p>`,
          },
          {
            slug: 'climate-stories-from-around-the-world',
            title: 'Climate Stories from Around the World',
            duration_minutes: 30,
            content_html: `<p>Climate change is not only a science topic; it is a human story. Children in different places experience it differently — and many are already finding solutions.</p>
<h3>Story circle</h3>
<p>Read aloud one of these books from the library and talk about how the climate shapes the characters’ lives:</p>
<ul>
<li><em>Ellie Never Forgets</em> — drought on the East African plains.</li>
<li><em>Nadia Maps Her Village</em> — floods in Bangladesh, and a map that keeps people safe.</li>
<li><em>The Net That Came Up Full</em> — a fishing family in Brazil and a sea full of plastic.</li>
<li><em>Sara and the Solar Lamp</em> — clean energy in western Kenya.</li>
</ul>
<h3>Compare and connect</h3>
<p>Put up a large world map. For each story, add a sticky note with the place, the challenge and the solution. Then add a note for your own town: what climate challenges do we face here? Who is already doing something about them?</p>
<p>End with a hopeful question: <em>Which idea from these stories could work here?</em> Keep the answers for the last chapter of the hub.</p>`,
          },
        ],
      },
      {
        slug: 'water-and-waste',
        title: 'Water and Waste',
        lessons: [
          {
            slug: 'where-does-our-water-come-from',
            title: 'Where Does Our Water Come From?',
            duration_minutes: 30,
            content_html: `<p>Ask: where does the water in our tap, well or bottle come from before it reaches us? Take all ideas. Then draw the <strong>water cycle</strong> together: the sun warms seas and lakes, water evaporates into invisible vapour, cools high in the sky to form clouds, and falls as rain that fills rivers, lakes and the groundwater beneath our feet.</p>
<h3>Our local water journey</h3>
<p>Trace the journey of your school’s water. Does it come from a river, a reservoir, a borehole, a rain tank or a delivery truck? Invite the caretaker or a local water worker to explain. Children draw the journey as a comic strip, from cloud to cup.</p>
<h3>Water diary</h3>
<ul>
<li>For one day, children tally every time they use water: drinking, washing hands, flushing, cooking, cleaning.</li>
<li>Compare with some typical amounts: a running tap can pour out six to twelve litres a minute, and a bucket wash may use around fifteen litres.</li>
<li>Discuss: which uses are essential? Where could we save water without harm?</li>
</ul>
<p>Remind children that in many places people, very often girls, walk long distances to fetch water every day. Read <em>Amara’s Long Water Walk</em> or <em>पानी बचाओ, टिंकू!</em> to connect the numbers with real lives.</p>`,
          },
          {
            slug: 'the-great-waste-audit',
            title: 'The Great Waste Audit',
            duration_minutes: 45,
            content_html: `<p>An audit is a careful count. In this lesson the class becomes a team of waste scientists and finds out exactly what the school throws away in one day.</p>
<h3>Prepare safely</h3>
<ul>
<li>Collect the bins from two or three classrooms at the end of one day. Do not use bathroom or kitchen bins.</li>
<li>Children wear gloves. Spread a large plastic sheet or newspapers on the ground outside.</li>
<li>An adult checks the waste first and removes anything sharp or unhygienic.</li>
</ul>
<h3>Sort and count</h3>
<p>Sort the waste into groups: paper and card, plastic, food scraps, metal, glass and other. Weigh each pile with a kitchen or luggage scale, or count the items if you have no scale. Record the results in a table and turn them into a bar chart.</p>
<h3>What did we find?</h3>
<p>Discuss the results. Which pile was the biggest? What surprised you? Which items could have been avoided, reused, composted or recycled? Many schools find that most of their waste is paper and food scraps — both easy to reduce.</p>
<p>Keep the chart safe. In the last chapter you will repeat the audit after making changes and see the difference.</p>`,
          },
          {
            slug: 'reduce-reuse-repair-recycle',
            title: 'Reduce, Reuse, Repair, Recycle',
            duration_minutes: 30,
            content_html: `<p>Introduce the four Rs in order of importance. The best waste is the waste we never make.</p>
<ul>
<li><strong>Reduce:</strong> use less in the first place — write on both sides of the paper, carry a water bottle, pack lunch in a tiffin box.</li>
<li><strong>Reuse:</strong> give things a second life — jars as pencil pots, old T-shirts as cleaning cloths, cereal boxes as book covers.</li>
<li><strong>Repair:</strong> fix before you replace — sew on a button, glue a toy, patch a bicycle tube.</li>
<li><strong>Recycle:</strong> when nothing else works, sort materials so that they can be made into something new.</li>
</ul>
<h3>Classroom repair café</h3>
<p>Invite children to bring one small, safe broken item from home: a torn bag, a book with a loose cover, a toy with a missing wheel. With help from a parent volunteer, spend the lesson repairing as many as you can. Read <em>Grandpa Tunde’s Bicycle Shop</em> first for inspiration.</p>
<h3>Make a plan</h3>
<p>Using the results of the waste audit, each group chooses one change for the classroom, such as a scrap-paper tray, a compost bucket for fruit peel or a swap shelf for unwanted books and toys. Write the changes on a poster and review them in two weeks.</p>`,
          },
        ],
      },
      {
        slug: 'action-at-school',
        title: 'Action at School',
        lessons: [
          {
            slug: 'planting-a-school-garden',
            title: 'Planting a School Garden',
            duration_minutes: 40,
            content_html: `<p>A garden is a climate lesson that grows. Plants take carbon dioxide from the air, give shade, feed bees and butterflies, and can put fresh food on the table.</p>
<h3>Plan the space</h3>
<ul>
<li>Find a spot with at least five hours of sunlight and water nearby. No open ground? Use buckets, old tyres or sacks filled with soil.</li>
<li>Choose plants that suit your climate and season: local vegetables, herbs, flowers for pollinators or a native tree.</li>
<li>Ask families and local farmers for seeds and advice. A seed library, like the one in <em>The Seed Library</em>, can start with a single shoebox.</li>
</ul>
<h3>Plant and care</h3>
<p>Show how to sow a seed at the right depth — roughly twice as deep as the seed is wide — then firm the soil and water gently. Make a rota so that each group waters and weeds on a different day. Cover the soil with dry leaves as mulch to keep it moist.</p>
<h3>Observe like scientists</h3>
<p>Each group keeps a garden journal with weekly drawings, measurements of plant height and notes about the insects and birds they see. When the harvest comes, share it — and save some seeds for next year.</p>`,
          },
          {
            slug: 'energy-detectives',
            title: 'Energy Detectives',
            duration_minutes: 35,
            content_html: `<p>Electricity and fuel make our lives easier, but producing them often releases greenhouse gases. In this lesson children investigate how their school uses energy and where it could save some.</p>
<h3>The energy walk</h3>
<ul>
<li>In pairs, children walk around the school with a checklist: lights on in empty rooms? Fans or air conditioners running with the windows open? Computers or projectors left on standby?</li>
<li>They note the room, the time and what they found.</li>
<li>Back in class, combine the results on a school map, with red dots for energy wasted and green dots for energy saved.</li>
</ul>
<h3>Clean energy</h3>
<p>Talk about energy that does not run out: sunlight, wind and flowing water. If you can, show a small solar panel powering a light or a fan, or read <em>Sara and the Solar Lamp</em>. Ask: where could our school use more sunshine — for light, for drying, for cooking?</p>
<h3>The switch-off squad</h3>
<p>Appoint a rotating team of energy monitors who check rooms at break and at home time and put up friendly reminder signs. After a month, ask the school office whether the electricity bill has changed.</p>`,
          },
          {
            slug: 'speaking-up-for-the-planet',
            title: 'Speaking Up for the Planet',
            duration_minutes: 25,
            content_html: `<p>The actions children take at school matter, and they matter even more when others join in. This final lesson is about sharing what the class has learned and asking people with power to help.</p>
<h3>Show what you found</h3>
<p>Repeat the waste audit from the Water and Waste chapter and compare the two charts. Put together a short presentation for an assembly or a parents’ morning: the problem, what the class did and what changed.</p>
<h3>Write for change</h3>
<p>Some problems are too big for one class: a river full of rubbish, a street with no trees, a town without recycling. Use the programme <strong>Write a Letter and Change the World</strong> to write to someone who can help, such as the mayor, the water board or a local business.</p>
<blockquote>Hope is a skill. Every action in this hub — a seed, a switched-off light, a repaired toy, a letter — is part of a much larger story that millions of people around the world are writing together.</blockquote>`,
          },
        ],
      },
    ],
  },
  {
    slug: 'reading-aloud-that-works',
    name: 'Reading Aloud That Works: A Teacher’s Toolkit',
    kind: 'teacher_training',
    intro:
      'Short, practical training for primary teachers: choose the right book, read with confidence and turn every story into rich talk and learning.',
    description_html: `<p>Reading aloud is one of the most powerful things a teacher can do — and one of the easiest to do well with a little preparation. This toolkit gives you seven bite-sized sessions of 15–25 minutes that you can complete alone or with colleagues in a staff meeting.</p>
<h2>What you will learn</h2>
<ul>
<li>How to choose books that grip, stretch and reflect your class</li>
<li>How to prepare a read-aloud in ten minutes</li>
<li>How to use voice, pace, pauses and questions</li>
<li>How to include every child in a multilingual classroom</li>
<li>How to assess comprehension through conversation</li>
</ul>
<p>Each session ends with one thing to try in your classroom the next day.</p>`,
    sustainability_details: [
      { title: 'Quality Education: confident, joyful readers', thumbnail: 'sdg-04-quality-education.svg' },
      { title: 'Reduced Inequalities: every language and every child', thumbnail: 'sdg-10-reduced-inequalities.svg' },
    ],
    sdgs: [4, 10],
    mode: 'teacher-studio',
    chapters: [
      {
        slug: 'before-you-read',
        title: 'Before You Read',
        lessons: [
          {
            slug: 'choosing-the-right-book',
            title: 'Choosing the Right Book',
            duration_minutes: 20,
            content_html: `<p>A great read-aloud starts before you open the book. The right choice depends on your children, your purpose and the time you have.</p>
<h3>Ask three questions</h3>
<ul>
<li><strong>Will it grip them?</strong> Look for a strong opening, a character with a problem, and pictures or language worth pausing on.</li>
<li><strong>Will it stretch them?</strong> A read-aloud can be a level or two above what children read alone, because your voice carries them through the harder words.</li>
<li><strong>Will they see themselves — and others?</strong> Over a term, choose books that reflect the children in your room and open windows onto lives that are different.</li>
</ul>
<h3>Build a balanced diet</h3>
<p>Across a month, mix picture books, poems, folk tales, information books and chapter books. Include at least one book in a language other than English that some of your pupils speak, and one book that has nothing to do with your current topic — just for joy.</p>
<blockquote>Quick audit: list the last ten books you read aloud. Who wrote them? Where are they set? Whose families appear in them? Notice the gaps, and fill one of them next week.</blockquote>`,
          },
          {
            slug: 'preparing-in-ten-minutes',
            title: 'Preparing a Read-Aloud in Ten Minutes',
            duration_minutes: 15,
            content_html: `<p>Reading a book “cold” in front of thirty children is risky: you may stumble over names, miss a twist or reach a page that needs explaining. Ten minutes of preparation makes all the difference.</p>
<ul>
<li><strong>Read it once silently</strong>, for the story.</li>
<li><strong>Read it once aloud</strong>, quietly, to find tricky names and words. Check pronunciations with a colleague, a parent or an audio recording.</li>
<li><strong>Mark two or three stopping points</strong> with sticky notes: a moment to predict, a moment to notice a picture, a moment to feel.</li>
<li><strong>Choose one or two words to teach</strong>, and plan a child-friendly explanation for each.</li>
<li><strong>Plan your ending:</strong> a question, a quiet moment or a short activity.</li>
</ul>
<p>Leave your sticky notes in the book. Next year the preparation is already done — and colleagues can borrow it too.</p>
<p><em>Try tomorrow:</em> prepare one picture book using the five steps, and notice how much calmer the read-aloud feels.</p>`,
          },
        ],
      },
      {
        slug: 'during-the-story',
        title: 'During the Story',
        lessons: [
          {
            slug: 'voices-pace-and-pauses',
            title: 'Voices, Pace and Pauses',
            duration_minutes: 20,
            content_html: `<p>You do not need to be an actor to read aloud well. Three simple tools bring a story to life: voice, pace and pause.</p>
<h3>Voice</h3>
<p>Give the main characters a small change — a little higher, lower or slower, or a word they always repeat. Keep it simple enough to hold for the whole book. Your narrator’s voice should be warm and natural.</p>
<h3>Pace</h3>
<p>Most adults read aloud too fast. Slow down at the beginning, while children are still stepping into the story, and at important moments. Speed up for chases, storms and excitement.</p>
<h3>Pauses</h3>
<p>A pause before you turn the page builds suspense. A pause after a funny line lets the laughter land. A pause after a sad moment gives children time to feel it. Count silently to three: it will feel long to you and just right to them.</p>
<blockquote>Try it: read the first page of <em>Tortoise and the Talking Drum</em> twice — once quickly, and once with pauses and a slow, croaky voice for Tortoise. Ask the children which version they preferred, and why.</blockquote>`,
          },
          {
            slug: 'questions-that-open-minds',
            title: 'Questions That Open Minds',
            duration_minutes: 25,
            content_html: `<p>Questions during a read-aloud should deepen enjoyment, not interrupt it. Aim for two or three good questions in a session rather than a question on every page.</p>
<h3>Closed and open questions</h3>
<p>“What colour was the boat?” has one right answer and checks recall. “Why do you think Kabir wanted to cry?” invites thinking. Both have their place, but open questions lead to richer talk.</p>
<h3>Question starters</h3>
<ul>
<li><strong>Predict:</strong> What do you think will happen next? What makes you think that?</li>
<li><strong>Infer:</strong> How is the character feeling? How do you know, if the book doesn’t say?</li>
<li><strong>Connect:</strong> Has anything like this happened to you, or in another book we have read?</li>
<li><strong>Wonder:</strong> What would you ask this character if you could meet them?</li>
</ul>
<h3>Turn and talk</h3>
<p>Instead of taking one answer from one raised hand, ask every child to turn to a partner for thirty seconds. Then invite two or three pairs to share. Everyone thinks, and quieter children get a chance to rehearse their ideas before speaking to the class.</p>
<p>After an answer, ask “What makes you say that?” Children learn to support their ideas with evidence from the words and pictures — a core comprehension skill.</p>`,
          },
          {
            slug: 'read-alouds-in-multilingual-classrooms',
            title: 'Read-Alouds in Multilingual Classrooms',
            duration_minutes: 25,
            content_html: `<p>In many classrooms, children speak several languages at home. A read-aloud can be a bridge between those languages rather than a barrier.</p>
<h3>Use the languages in the room</h3>
<ul>
<li>Learn to say key words from the story — hello, thank you, tree, rain — in the languages your pupils speak. Let the children teach you.</li>
<li>Read a bilingual book, or read the same story in two languages on two different days. The library has books in Hindi, Spanish, Swahili and French.</li>
<li>Invite parents or grandparents to read a story in their language. Children who do not understand the words can still follow the pictures, the voice and the feeling.</li>
</ul>
<h3>Support new learners of English</h3>
<p>Point to the pictures as you read key words, use gestures and real objects, and repeat important phrases. Books with lots of repetition, such as <em>¿Dónde está mi sombrero?</em> or <em>Leo and the Quiet Friend</em>, let new learners join in quickly.</p>
<blockquote>Remember: a child who is silent in English may be thinking in full, rich sentences in another language. Allow answers in home languages during turn-and-talk, then help children find the English words.</blockquote>`,
          },
        ],
      },
      {
        slug: 'after-the-story',
        title: 'After the Story',
        lessons: [
          {
            slug: 'talk-draw-act',
            title: 'Talk, Draw, Act: Response Activities',
            duration_minutes: 20,
            content_html: `<p>After the last page, give children a way to respond. Choose one short activity: the goal is to extend the story, not to turn it into a worksheet.</p>
<ul>
<li><strong>Talk:</strong> “Tell me” prompts — tell me what you liked, what puzzled you, what patterns you noticed.</li>
<li><strong>Draw:</strong> the moment you would choose for the cover, or what happened the day after the story ended.</li>
<li><strong>Act:</strong> freeze-frames of three key moments, or hot-seating, where one child answers the class’s questions in role as a character.</li>
<li><strong>Write:</strong> a letter to a character, a new ending or a short review for the class library.</li>
</ul>
<p>Rotate the type of response through the week so that children who shine in talk, art, drama and writing all get their turn.</p>
<p><em>Try tomorrow:</em> after your read-aloud, hot-seat the main character for five minutes. Play the character yourself the first time to show how it works.</p>`,
          },
          {
            slug: 'assessing-through-conversation',
            title: 'Assessing Comprehension Through Conversation',
            duration_minutes: 25,
            content_html: `<p>Read-alouds are a rich source of evidence about children’s understanding — often richer than a written test, especially for young or multilingual children.</p>
<h3>What to listen for</h3>
<ul>
<li>Can the child retell the main events in order?</li>
<li>Can they describe how a character feels, and why?</li>
<li>Do they use evidence from the words or the pictures?</li>
<li>Do they make connections to their own lives or to other books?</li>
<li>Do they use new vocabulary from the story?</li>
</ul>
<h3>Simple recording</h3>
<p>Keep a class list on a clipboard during turn-and-talk. In each session, focus on four or five children and jot a word or symbol next to each name. Over two weeks, you will have listened carefully to every child at least twice.</p>
<h3>Act on it</h3>
<p>Use what you hear to plan. A small group that finds inference hard could have an extra read-aloud with more stopping points; a child who makes strong connections could lead the next discussion. Share short, specific comments with families, for example: “Aarav explained why Tortoise hid in the drum, using clues from the pictures.”</p>`,
          },
        ],
      },
    ],
  },
  {
    slug: '21-day-reading-challenge',
    name: 'Story Explorers: The 21-Day Reading Challenge',
    kind: 'challenge',
    intro:
      'Read every day for three weeks, travel the world through books and finish by writing a story of your own. For readers aged 6–12.',
    description_html: `<p>Can you read every day for 21 days? <strong>Story Explorers</strong> is a three-week challenge for the whole class. Each week has a theme and a few small daily tasks that take as little as ten minutes.</p>
<p><img src="/media/seed/courses/21-day-reading-challenge.svg" alt="Story Explorers: an open book with stars rising from its pages"></p>
<h2>How it works</h2>
<ul>
<li><strong>Week 1 — Read together:</strong> build a reading nest and share books with four different people.</li>
<li><strong>Week 2 — Read the world:</strong> travel to new countries and meet new languages.</li>
<li><strong>Week 3 — Share your story:</strong> review a favourite book and write a story of your own.</li>
</ul>
<p>Print a challenge card for every child and tick off each day. Everyone who finishes gets a Story Explorer certificate.</p>`,
    sustainability_details: [
      { title: 'Quality Education: a reading habit for life', thumbnail: 'sdg-04-quality-education.svg' },
      { title: 'Reduced Inequalities: stories from every corner of the world', thumbnail: 'sdg-10-reduced-inequalities.svg' },
    ],
    sdgs: [4, 10],
    mode: 'reading-corner',
    chapters: [
      {
        slug: 'week-1-read-together',
        title: 'Week 1: Read Together',
        lessons: [
          {
            slug: 'days-1-3-build-a-reading-nest',
            title: 'Days 1–3: Build a Reading Nest',
            duration_minutes: 15,
            content_html: `<p>Welcome to the 21-Day Reading Challenge! For three weeks you will read every day, explore books from around the world and share your own stories. Each day’s reading can be as short as ten minutes. Tick off every day on your challenge card.</p>
<h3>Your first task: make a reading nest</h3>
<p>Every reader needs a favourite place. Find a corner at home or at school and make it cosy: a cushion, a blanket, a lamp or a spot by the window. Make a sign with your name on it, such as <strong>Priya’s Reading Nest</strong>.</p>
<ul>
<li><strong>Day 1:</strong> Build your nest and choose three books you want to read this week.</li>
<li><strong>Day 2:</strong> Read one book in your nest. Draw your favourite picture from it.</li>
<li><strong>Day 3:</strong> Read for ten minutes and write down one new word you found.</li>
</ul>
<blockquote>Teachers: children without a quiet space at home can “borrow” a classroom nest at break time. A big cardboard box with a cushion inside works wonderfully.</blockquote>`,
          },
          {
            slug: 'days-4-7-read-with-someone-new',
            title: 'Days 4–7: Read with Someone New',
            duration_minutes: 20,
            content_html: `<p>Reading together is twice the fun. This week, share a story with four different people.</p>
<ul>
<li><strong>Day 4:</strong> Read to someone younger — a brother, sister, cousin or a child from a younger class. Use funny voices!</li>
<li><strong>Day 5:</strong> Ask a grown-up to read to you. Choose a book you could not read on your own yet.</li>
<li><strong>Day 6:</strong> Read with a friend. Take turns, one page each.</li>
<li><strong>Day 7:</strong> Ask a grandparent or an older neighbour to tell you a story from when they were young. What title would they give it? Write it down.</li>
</ul>
<h3>Talk about it</h3>
<p>After each shared reading, ask your partner: Which part did you like best? Did the story remind you of anything? You will be surprised how much you learn about people when you read with them.</p>`,
          },
        ],
      },
      {
        slug: 'week-2-read-the-world',
        title: 'Week 2: Read the World',
        lessons: [
          {
            slug: 'days-8-10-a-book-from-another-country',
            title: 'Days 8–10: A Book from Another Country',
            duration_minutes: 20,
            content_html: `<p>Books are the cheapest tickets in the world. This week, your reading takes you on a journey.</p>
<ul>
<li><strong>Day 8:</strong> Choose a book set in a country you have never visited. Try <em>Counting Stars in Cusco</em> (Peru), <em>Grandpa Tunde’s Bicycle Shop</em> (Nigeria) or <em>Nadia Maps Her Village</em> (Bangladesh).</li>
<li><strong>Day 9:</strong> Find the country on a map or a globe. Draw a star on the world map on your challenge card.</li>
<li><strong>Day 10:</strong> Write down three things that are different from your life and one thing that is the same.</li>
</ul>
<blockquote>Big question: if the main character came to visit your town, what would you show them first?</blockquote>
<p>Share your answers with the class. Together, how many countries did you visit?</p>`,
          },
          {
            slug: 'days-11-14-read-in-another-language',
            title: 'Days 11–14: Read in Another Language',
            duration_minutes: 25,
            content_html: `<p>There are more than seven thousand languages in the world. This week you will meet a few of them.</p>
<ul>
<li><strong>Day 11:</strong> Read <em>Hello, Namaste, Jambo!</em> and practise saying hello in five languages.</li>
<li><strong>Day 12:</strong> Choose a book in Hindi, Spanish, Swahili or French from the library. Even if you cannot read the words yet, look at the pictures and guess the story.</li>
<li><strong>Day 13:</strong> Find someone who speaks that language — a classmate, a family member or a teacher — and ask them to read a page aloud to you.</li>
<li><strong>Day 14:</strong> Teach your family three words you learned this week.</li>
</ul>
<p>If you already speak more than one language, you are a language expert! Read a book in your home language and share one special word that has no exact English translation.</p>`,
          },
        ],
      },
      {
        slug: 'week-3-share-your-story',
        title: 'Week 3: Share Your Story',
        lessons: [
          {
            slug: 'days-15-18-become-a-book-reviewer',
            title: 'Days 15–18: Become a Book Reviewer',
            duration_minutes: 20,
            content_html: `<p>Reviewers help other readers find good books. This week you will write reviews that could go up on the class library wall.</p>
<ul>
<li><strong>Day 15:</strong> Choose the best book you have read in the challenge so far.</li>
<li><strong>Day 16:</strong> Write a review in three parts: what the book is about (without giving away the ending!), what you liked, and who would enjoy it.</li>
<li><strong>Day 17:</strong> Give it a rating out of five stars and draw a new cover for it.</li>
<li><strong>Day 18:</strong> Read your review aloud to your class or your family.</li>
</ul>
<p>A good review is honest. It is fine to say that a part was slow or confusing, as long as you explain why. Remember that your reader has not read the book yet, so keep the ending a secret!</p>
<h3>Review starters</h3>
<ul>
<li>This book is about…</li>
<li>My favourite part was when…</li>
<li>You will like this book if you like…</li>
</ul>
<p>Teachers: collect the reviews in a class review book or pin them next to the books on the library shelf, so that visitors and other classes can use them to choose their next read.</p>`,
          },
          {
            slug: 'days-19-21-write-and-celebrate',
            title: 'Days 19–21: Write and Celebrate',
            duration_minutes: 30,
            content_html: `<p>You have read for eighteen days. Now it is your turn to be the author!</p>
<ul>
<li><strong>Day 19:</strong> Plan a short story. Who is your main character? Where do they live? What problem do they have?</li>
<li><strong>Day 20:</strong> Write your story — it can be half a page or five pages. Add pictures if you like. Ask a grown-up to help you publish it in the Young Writers area.</li>
<li><strong>Day 21:</strong> Celebrate! Hold a reading party: share your stories, count how many books the whole class read and give yourselves a big round of applause.</li>
</ul>
<p>Stuck for an idea? Borrow one from a book you read this month: a character who loses something, a journey to a new place, a problem that a friend helps to solve. Or write about something that really happened to you — many of the best stories start with “One day…”.</p>
<p>Before the party, read your story aloud to yourself once and fix anything that sounds wrong. Then practise reading it slowly and clearly, so your audience can enjoy every word.</p>
<blockquote>Teachers: give a certificate to every child who finished, whether they read twenty-one books or twenty-one pages. The goal is the habit, not the number.</blockquote>`,
          },
        ],
      },
    ],
  },
];
