const stack = [];

export function remember(path) {
  if (stack[stack.length - 1] !== path) {
    stack.push(path);
  }
  if (stack.length > 20) stack.shift();
}

export function previous() {
  return stack.length > 1 ? stack[stack.length - 2] : '/';
}
