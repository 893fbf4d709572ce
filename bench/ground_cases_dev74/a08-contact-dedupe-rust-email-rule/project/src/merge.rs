use std::collections::HashMap;

use crate::keys::keys;
use crate::record::Contact;

/// Groups of indices into `contacts` that share at least one key (union-find).
pub fn group_duplicates(contacts: &[Contact]) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..contacts.len()).collect();
    fn find(parent: &mut [usize], i: usize) -> usize {
        let mut root = i;
        while parent[root] != root {
            root = parent[root];
        }
        parent[i] = root;
        root
    }
    let mut first_with_key: HashMap<String, usize> = HashMap::new();
    for (i, c) in contacts.iter().enumerate() {
        for key in keys(c) {
            match first_with_key.get(&key) {
                Some(&j) => {
                    let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                    if a != b {
                        parent[a] = b;
                    }
                }
                None => {
                    first_with_key.insert(key, i);
                }
            }
        }
    }
    let mut groups: HashMap<usize, Vec<usize>> = HashMap::new();
    for i in 0..contacts.len() {
        let root = find(&mut parent, i);
        groups.entry(root).or_default().push(i);
    }
    let mut out: Vec<Vec<usize>> = groups.into_values().filter(|g| g.len() > 1).collect();
    out.sort();
    out
}

/// Newest record wins; empty fields are filled from the older ones.
pub fn merge_groups(contacts: &[Contact], groups: &[Vec<usize>]) -> Vec<Contact> {
    let mut in_group = vec![false; contacts.len()];
    let mut out = Vec::new();
    for g in groups {
        let mut members: Vec<&Contact> = g.iter().map(|&i| &contacts[i]).collect();
        members.sort_by(|a, b| b.updated_at.cmp(&a.updated_at));
        let mut winner = members[0].clone();
        for other in &members[1..] {
            if winner.phone.is_empty() {
                winner.phone = other.phone.clone();
            }
            if winner.company.is_empty() {
                winner.company = other.company.clone();
            }
        }
        out.push(winner);
        for &i in g {
            in_group[i] = true;
        }
    }
    out.extend(contacts.iter().enumerate().filter(|(i, _)| !in_group[*i]).map(|(_, c)| c.clone()));
    out
}
