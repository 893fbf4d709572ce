module.exports = { stories: ["../../../packages/ui/src/**/*.stories.tsx"] };
