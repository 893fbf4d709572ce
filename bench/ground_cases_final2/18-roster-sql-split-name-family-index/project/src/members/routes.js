import { Router } from 'express';
import { createMember, listMembers } from './repo.js';
import { displayName, initials } from './format.js';

export const membersRouter = Router({ mergeParams: true });

membersRouter.get('/', async (req, res) => {
  const members = await listMembers(req.params.clubId);
  res.json(members.map((m) => ({ ...m, displayName: displayName(m), initials: initials(m) })));
});

membersRouter.post('/', async (req, res) => {
  const id = await createMember(req.params.clubId, req.body);
  res.status(201).json({ id });
});
