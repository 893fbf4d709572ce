package jp.hinata.kinmu.model;

import java.util.Set;

public record Staff(String id, String name, Set<Qualification> qualifications, boolean nightOk) {
}
