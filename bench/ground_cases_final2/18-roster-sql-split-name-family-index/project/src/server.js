import express from 'express';
import { membersRouter } from './members/routes.js';

const app = express();
app.use(express.json());
app.use('/api/clubs/:clubId/members', membersRouter);

const port = Number(process.env.PORT ?? 4000);
app.listen(port, () => console.log(`roster-api on :${port}`));
