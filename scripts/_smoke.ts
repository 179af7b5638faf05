import { openDatabase } from '../src/server/db';
import { stores } from '../src/server/db/schema';
(async () => {
  for (let i = 0; i < 2; i++) {
    const t = Date.now();
    const h = await openDatabase({ dataDir: 'memory://' });
    console.log('open', i, Date.now() - t, (await h.db.select().from(stores)).length);
    await h.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
