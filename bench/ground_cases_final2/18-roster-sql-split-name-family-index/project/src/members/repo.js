import { pool } from '../db.js';

export async function listMembers(clubId) {
  const { rows } = await pool.query(
    `SELECT id, given_name, family_name, email, joined_on
       FROM members
      WHERE club_id = $1
      ORDER BY family_name, given_name`,
    [clubId],
  );
  return rows;
}

export async function createMember(clubId, { givenName, familyName, email }) {
  const { rows } = await pool.query(
    `INSERT INTO members (club_id, full_name, given_name, family_name, email)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [clubId, `${givenName} ${familyName}`.trim(), givenName, familyName, email],
  );
  return rows[0].id;
}
