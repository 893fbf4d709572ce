/** Page object as serialised by MyBatis-Plus on the backend. */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

export interface PageQuery {
  current?: number;
  size?: number;
}
