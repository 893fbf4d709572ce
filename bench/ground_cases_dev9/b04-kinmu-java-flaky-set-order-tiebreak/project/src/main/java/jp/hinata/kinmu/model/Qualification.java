package jp.hinata.kinmu.model;

public enum Qualification {
    CARE_WORKER,   // 介護福祉士
    NURSE,         // 看護師
    HELPER         // 初任者研修
}
