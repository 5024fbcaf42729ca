/**
 * Texts only the games list screen uses (its min-line filter, decision 0102),
 * registered when that screen loads (decision 0042): kept out of the
 * first-load games texts, which the home's first visit downloads.
 */
export const gamesListVi = {
  min_line: 'Số dòng tối thiểu',
  min_line_from: 'Từ {{lines}} dòng',
};
