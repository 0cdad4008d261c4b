import type { DemoDearWorldLetter } from './content.types.js';

/**
 * Letters by Year 3 Willow (Greenwood) to the letter challenge, chosen for the Dear World book
 * after Amara's (challenges.content.ts), in this order.
 */
export const DEMO_DEAR_WORLD_LETTERS: DemoDearWorldLetter[] = [
  {
    username: 'noaha32',
    text: 'Dear Manager of Millbrook Supermarket,\n\nLast week our class picked up litter by the river and we found 23 plastic bags in one afternoon. A heron had one caught round its leg and it could not fly properly.\n\nPlease could you stop giving out free plastic bags and sell strong cloth bags instead? Our class would design the pattern for them, with a heron on.\n\nYours sincerely,\nNoah',
  },
  {
    username: 'luciar33',
    text: 'Dear Minister for Education,\n\nIn my old school in Spain we had a library with a real librarian. At my school now we have books in the corridor but no library and nobody to help us choose. Some children in my class say they do not like reading, but I think they have not found the right book yet.\n\nPlease could every primary school have a library and a librarian, even for one day a week?\n\nThank you for listening,\nLucía',
  },
  {
    username: 'gracek35',
    text: 'Dear Councillor,\n\nThe bus from my road to school only comes once an hour, so lots of families drive and the road by our school is full of cars and fumes. My asthma is worse on the days when the traffic is bad.\n\nOur class counted 148 cars in fifteen minutes at drop-off time. Could the bus come every 20 minutes in the morning and afternoon? I think lots of families would take it if it came more often.\n\nFrom Grace, age 8',
  },
  {
    username: 'ravii36',
    text: 'Dear Head of the Water Company,\n\nWhen I visited my grandparents in Kerala they showed me that the river near their house is lower every year. Then at home I saw a pipe in our street leaking clean water for two weeks before anyone fixed it.\n\nPlease could you fix leaks faster, and visit schools to tell children how to save water? We made posters about turning off the tap while you brush your teeth. I can send you mine.\n\nBest wishes,\nRavi',
  },
];
