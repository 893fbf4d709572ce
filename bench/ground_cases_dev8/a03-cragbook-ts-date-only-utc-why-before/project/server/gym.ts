export const GYM_TZ = "America/Denver";
export const GYM_NAME = "Basecamp Climbing";
