/**
 * New Contact, edit and the active switch (back-office.md §2 'Contact List', §4, §5): name unique within
 * the company or division (case-insensitively, stored as typed), email checked by each rule. A contact
 * switched off is no longer offered in the approval and denial dialogs (lookups read active ones only).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ContactBody } from '@cp/schemas/contracts/units-admin';
import { ADD_CONTACT_DENIED, CONTACT_ADDED, CONTACT_NAME_UNIQUE } from '@cp/schemas/messages/units-admin';
import { contacts } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { changedFields } from '../submissions/audit';
import { findUnit, isUuid } from '../units/find-unit';
import { auditAdmin, demand, ruleError, type AdminOptions } from './access';
import { contactEmailProblem, contactNameProblem } from './contact-rules';
import type { UnitKindConfig } from './kind';
import { unlessTaken } from './unique-race';

export interface SetContactInput extends AdminOptions {
  config: UnitKindConfig;
  unitId: string;
  /** Absent for a new contact. */
  contactId?: string;
  input: ContactBody;
}

export async function setContact(o: SetContactInput): Promise<{ id: string; message: string }> {
  const { db, config } = o;
  demand(o.ability, o.contactId ? 'update' : 'create', 'Contact', ADD_CONTACT_DENIED);
  const unit = await findUnit(db, o.unitId);
  if (!unit || unit.kind !== config.kind) throw new AppError(ErrorCode.NotFound);
  if (o.contactId !== undefined && !isUuid(o.contactId)) throw new AppError(ErrorCode.NotFound);
  // Stored as typed ('Pat Lee', not 'PAT LEE'); unique per unit whatever the case (index on upper(name)).
  const name = (o.input.name ?? '').trim();
  const email = (o.input.email ?? '').trim();
  const nameProblem = contactNameProblem(name);
  if (nameProblem) throw ruleError(nameProblem, 'name');
  const emailProblem = contactEmailProblem(email);
  if (emailProblem) throw ruleError(emailProblem, 'email');
  const clash = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.unitId, unit.id),
        sql`upper(${contacts.name}) = ${name.toUpperCase()}`,
        o.contactId ? ne(contacts.id, o.contactId) : undefined,
      ),
    );
  if (clash.length) throw ruleError(CONTACT_NAME_UNIQUE, 'name');
  const active = o.input.active ?? true;
  const lost = () => ruleError(CONTACT_NAME_UNIQUE, 'name');
  return unlessTaken('contacts_unit_name', lost, () =>
    db.transaction(async (tx) => {
      if (!o.contactId) {
        const [row] = await tx
          .insert(contacts)
          .values({ unitId: unit.id, name, email, active })
          .returning({ id: contacts.id });
        await auditAdmin(tx, o.actor, 'add-contact', 'contact', row.id, {
          after: { unitId: unit.id, name, email, active },
        });
        return { id: row.id, message: CONTACT_ADDED };
      }
      const [before] = await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, o.contactId), eq(contacts.unitId, unit.id)));
      if (!before) throw new AppError(ErrorCode.NotFound);
      await tx.update(contacts).set({ name, email, active }).where(eq(contacts.id, o.contactId));
      await auditAdmin(
        tx,
        o.actor,
        'save-contact',
        'contact',
        o.contactId,
        changedFields(before, { name, email, active }),
      );
      // An edit saves the company or division (§4), so it answers the unit's own saved message.
      return { id: o.contactId, message: config.messages.updated };
    }),
  );
}
