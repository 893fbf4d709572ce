export default { base: "/shop/" };
