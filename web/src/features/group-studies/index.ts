export { SharedStudies, type SharedStudiesProps } from "./shared-studies";
