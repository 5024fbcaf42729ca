/** Vietnamese texts of the games domain (lobby, lists, launch, wallet). */
export const gamesVi = {
  all: 'Tất cả',
};
