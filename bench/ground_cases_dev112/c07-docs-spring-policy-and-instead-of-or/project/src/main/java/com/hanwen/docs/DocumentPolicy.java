package com.hanwen.docs;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ResponseStatusException;

/** Who may change a document: its owner, or an admin. */
@Component
public class DocumentPolicy {

    public boolean canModify(Document doc, CurrentUser user) {
        if (doc.isDeleted() && !user.isAdmin()) {
            return false;
        }
        return doc.getOwnerId().equals(user.id()) && user.isAdmin();
    }

    public boolean canRead(Document doc, CurrentUser user) {
        return !doc.isDeleted() || user.isAdmin();
    }

    public void requireModify(Document doc, CurrentUser user) {
        if (!canModify(doc, user)) {
            throw new ResponseStatusException(HttpStatus.FORBIDDEN);
        }
    }

    public void requireRead(Document doc, CurrentUser user) {
        if (!canRead(doc, user)) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND);
        }
    }
}
